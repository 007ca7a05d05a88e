/** Smart pickup page (attendance-pickup). */
export default {
  title: '智慧接送',
  addTitle: '新增智慧接送',
  editTitle: '编辑智慧接送',
  fields: {
    name: '名称',
    note: '备注',
    sort: '排序',
  },
  sortHelp: '数字越小越靠前',
};
