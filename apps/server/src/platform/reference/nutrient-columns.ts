import type { FoodNutrient } from '@kg/shared/modules/platform/reference';
import { foodComposition } from '../../db/schema/index.ts';

/** The food_composition column of a nutrient key (energyKCal → energy_kcal), read from the generated schema. */
export const nutrientColumn = (key: FoodNutrient): string => foodComposition[key].name;
