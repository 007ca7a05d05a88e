/** The envelope code of every successful answer. */
export const SUCCESS_CODE = 'common-0001';

/** Codes the client treats as data rather than failure (overview §8). */
export const NON_ERROR_CODES = ['growth-3027', 'iam-0040', 'attendance-2506'] as const;
