/** Attendance cards page (attendance-card): children's, guardians' and staff cards. */
export default {
  title: 'Attendance cards',
  tabs: { children: 'Children and guardians', staff: 'Staff' },
  fields: {
    child: 'Child',
    staff: 'Staff member',
    class: 'Class',
    cardNo: 'Card number',
    status: 'Card status',
    cards: 'Cards',
    childCards: "Child's cards",
    guardianCards: "Guardians' cards",
  },
  status: { active: 'In use', lost: 'Lost', destroyed: 'Destroyed' },
  filter: { active: 'Has a card in use', lost: 'Has a lost card', destroyed: 'Has a destroyed card', none: 'No card in use' },
  noCard: 'No card',
  cardNoHelp: '4 to 32 letters or digits, as the card reader reads it',
  bindTitle: { child: 'Bind a card to {{name}}', guardian: 'Bind a pickup card to guardian {{name}}', staff: 'Bind a card to {{name}}' },
  actions: { bind: 'Bind card', loss: 'Report lost', destroy: 'Destroy', recover: 'Recover' },
  confirm: {
    loss: 'Report card {{cardNo}} lost?',
    destroy: 'Destroy card {{cardNo}}?',
    recover: 'Recover card {{cardNo}}?',
  },
  confirmHelp: {
    loss: 'From now on the gate refuses this card; its number stays with it.',
    destroy: 'A destroyed card cannot be used or recovered again; its number may be bound to someone else.',
    recover: 'The card opens the gate again; not possible once its holder has been given another card.',
  },
  done: { loss: 'Reported lost', destroy: 'Destroyed', recover: 'Recovered' },
};
