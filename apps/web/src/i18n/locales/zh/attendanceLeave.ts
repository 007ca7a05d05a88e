/** Child leave page (attendance-leave). */
export default {
  title: '幼儿请假',
  addTitle: '新增幼儿请假',
  editTitle: '编辑幼儿请假',
  fields: {
    name: '名称',
    note: '备注',
    sort: '排序',
  },
  sortHelp: '数字越小越靠前',
};
