export default {
  appTitle: '智慧幼儿园管理后台',
  ok: '确定',
  cancel: '取消',
  search: '查询',
  clear: '清空',
  loading: '加载中…',
  switchLanguageSuccess: '切换语言成功',
  /** A name with its note (a guardian's relation, a post, a class). */
  /** Between the items of a list, and between its clauses. */
  listSep: '、',
  clauseSep: '；',
  withNote: '{{name}}（{{note}}）',
};
