/** Gate screen page (attendance-gate). */
export default {
  title: '入园大屏',
  addTitle: '新增入园大屏',
  editTitle: '编辑入园大屏',
  fields: {
    name: '名称',
    note: '备注',
    sort: '排序',
  },
  sortHelp: '数字越小越靠前',
};
