/** The meals of a kindergarten day (menu_dishes.meal). */
export const MEALS = [
  { id: 1, key: 'breakfast' },
  { id: 2, key: 'morningSnack' },
  { id: 3, key: 'lunch' },
  { id: 4, key: 'afternoonSnack' },
  { id: 5, key: 'dinner' },
] as const;

export const DISH_KINDS = ['staple', 'dish', 'soup', 'snack', 'fruit', 'drink'] as const;
export type DishKind = (typeof DISH_KINDS)[number];

export const SPECIAL_REASONS = ['allergy', 'religious', 'medical', 'other'] as const;
