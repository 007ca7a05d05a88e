/** Shifts page (attendance-shifts). */
export default {
  title: '班次管理',
  addTitle: '新增班次管理',
  editTitle: '编辑班次管理',
  fields: {
    name: '名称',
    note: '备注',
    sort: '排序',
  },
  sortHelp: '数字越小越靠前',
};
