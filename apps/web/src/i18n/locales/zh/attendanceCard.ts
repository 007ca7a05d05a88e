/** Attendance cards page (attendance-card): children's, guardians' and staff cards. */
export default {
  title: '考勤卡',
  tabs: { children: '幼儿及家长', staff: '教职工' },
  fields: {
    child: '幼儿姓名',
    staff: '教职工姓名',
    class: '班级',
    cardNo: '卡号',
    status: '卡状态',
    cards: '考勤卡',
    childCards: '幼儿卡',
    guardianCards: '家长卡',
  },
  status: { active: '在用', lost: '已挂失', destroyed: '已注销' },
  filter: { active: '有在用的卡', lost: '有挂失的卡', destroyed: '有注销的卡', none: '无在用的卡' },
  noCard: '未绑卡',
  cardNoHelp: '4 到 32 位字母或数字，与读卡器读出的卡号一致',
  bindTitle: { child: '为幼儿 {{name}} 绑定考勤卡', guardian: '为家长 {{name}} 绑定接送卡', staff: '为 {{name}} 绑定考勤卡' },
  actions: { bind: '绑卡', loss: '挂失', destroy: '注销', recover: '恢复' },
  confirm: {
    loss: '挂失卡 {{cardNo}}？',
    destroy: '注销卡 {{cardNo}}？',
    recover: '恢复卡 {{cardNo}}？',
  },
  confirmHelp: {
    loss: '挂失后该卡在闸机刷卡将立即被拒绝，卡号仍保留给这张卡。',
    destroy: '注销后该卡不能再使用或恢复，卡号可重新绑定给他人。',
    recover: '恢复后该卡可再次刷卡；如持卡人已绑定新卡，则不能恢复。',
  },
  done: { loss: '已挂失', destroy: '已注销', recover: '已恢复' },
};
