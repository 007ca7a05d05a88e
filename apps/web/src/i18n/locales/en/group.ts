export default {
  title: '{{name}} · kindergartens',
};
