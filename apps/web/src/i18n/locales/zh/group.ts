export default {
  title: '{{name}} · 旗下幼儿园',
};
