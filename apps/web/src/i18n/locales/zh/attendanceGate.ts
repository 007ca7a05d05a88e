/** 入园大屏（attendance-gate，/fullPage/attendance/index）。 */
export default {
  title: '今日入园',
  expected: '应到',
  arrived: '已到',
  onLeave: '请假',
  notYet: '未到',
  latest: '最新入园',
  noneYet: '今天还没有幼儿入园',
  classes: '班级',
  noSchoolDay: '今天不是上学日',
  link: { connecting: '正在连接…', live: '实时', waiting: '连接中断，正在重连' },
  kind: { card: '刷卡', face: '人脸', qr: '二维码', pin: '密码' },
  logout: '退出登录',
};
