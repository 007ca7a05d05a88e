/** Grade management (/garden/base/grade). */
export default {
  title: '年级管理',
  searchName: '年级名称',
  columns: {
    name: '年级名称',
    level: '年级层级',
    sort: '排序',
    clazzCount: '班级数',
    studentCount: '在园幼儿数',
  },
  fields: {
    name: '年级名称',
    level: '年级层级',
    sort: '排序',
  },
  levelHelp: '每个层级只能有一个年级；班级升级时进入高一层级的年级，大班的班级办理毕业',
  sortHelp: '数字小的排在前面',
  addTitle: '新增年级',
  editTitle: '编辑年级',
  deleteHint: '年级下有班级（包括已毕业班级）时不能删除',
};
