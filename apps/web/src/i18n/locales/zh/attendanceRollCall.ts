/** Roll call page (attendance-roll-call). */
export default {
  title: '班级点名',
  addTitle: '新增班级点名',
  editTitle: '编辑班级点名',
  fields: {
    name: '名称',
    note: '备注',
    sort: '排序',
  },
  sortHelp: '数字越小越靠前',
};
