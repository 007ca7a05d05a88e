export default {
  title: '监管的幼儿园',
  total: '共 {{total}} 所',
  searchPlaceholder: '按园所名称搜索',
  enter: '进入（只读）',
  independent: '独立园',
  disabled: '已停用',
  withheld: '该园未向本机构开放报表数据',
  noEntry: '该园未允许只读进入',
  columns: { name: '园所名称', group: '所属集团', address: '地址', children: '在园幼儿', classes: '班级', staff: '教职工', action: '操作' },
};
