/** Job positions page (garden-position). */
export default {
  title: '岗位管理',
  addTitle: '新增岗位',
  editTitle: '编辑岗位',
  fields: {
    name: '岗位名称',
    description: '岗位说明',
    sort: '排序',
    memberCount: '在职人数',
  },
  sortHelp: '数字越小越靠前',
  heldBy: '仍有 {{count}} 位在职教职工担任该岗位，需先调整他们的岗位才能删除。',
};
