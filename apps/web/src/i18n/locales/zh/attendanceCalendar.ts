/** School calendar page (attendance-calendar). */
export default {
  title: '校历',
  addTitle: '新增校历',
  editTitle: '编辑校历',
  fields: {
    name: '名称',
    note: '备注',
    sort: '排序',
  },
  sortHelp: '数字越小越靠前',
};
