/** The gate screen (attendance-gate, /fullPage/attendance/index). */
export default {
  title: "Today's arrivals",
  expected: 'Expected',
  arrived: 'Arrived',
  onLeave: 'On leave',
  notYet: 'Not yet arrived',
  latest: 'Latest arrivals',
  noneYet: 'No arrivals yet today',
  classes: 'Classes',
  noSchoolDay: 'Not a school day',
  link: { connecting: 'Connecting…', live: 'Live', waiting: 'Connection lost: reconnecting' },
  kind: { card: 'Card', face: 'Face', qr: 'QR code', pin: 'PIN' },
  logout: 'Sign out',
};
