export default {
  growth: {
    title: 'Growth standards not loaded',
    detail:
      'The WHO growth standards are not loaded, so no z-score or assessment can be computed and no percentile curves drawn. Ask your system administrator to load the reference data.',
  },
  food: {
    title: 'Food composition tables not loaded',
    detail:
      'The food composition tables are not loaded, so no food can be chosen, no dish made and no menu nutrient computed. Ask your system administrator to load the reference data.',
  },
};
