/** Health codes page (attendance-health-codes). */
export default {
  title: '健康码',
  addTitle: '新增健康码',
  editTitle: '编辑健康码',
  fields: {
    name: '名称',
    note: '备注',
    sort: '排序',
  },
  sortHelp: '数字越小越靠前',
};
