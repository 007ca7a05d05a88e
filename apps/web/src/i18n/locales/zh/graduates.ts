/** Graduate pages (garden/graduate): graduated classes, a class's graduates, one graduate. */
export default {
  listTitle: '毕业班级',
  viewTitle: '毕业班级：{{name}}',
  detailTitle: '毕业生详情',
  childrenTitle: '毕业生名单',
  exportAll: '导出毕业生',
  notFound: '毕业班级不存在或不在您的管理范围内',
  fields: {
    clazz: '班级名称',
    grade: '年级',
    graduateYear: '毕业年份',
    graduatedAt: '毕业日期',
    studentCount: '毕业人数',
    boys: '男生',
    girls: '女生',
    teachers: '班级教师',
  },
  term: {
    date: '{{year}}大班毕业时间：{{date}}（春季学期结束日）',
    unset: '{{year}}的春季学期尚未设置，大班毕业时间未定',
  },
};
