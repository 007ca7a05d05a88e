import type { FastifyInstance } from 'fastify';
import { dishRoutes } from './dishes/dish-routes.ts';
import { menuRoutes } from './menus/menu-routes.ts';
import { specialRoutes } from './special/special-routes.ts';

/** Recipes: the dish library, special-meal groups, weekly menus and their nutrients. */
export async function recipesModule(app: FastifyInstance): Promise<void> {
  await app.register(dishRoutes);
  await app.register(specialRoutes);
  await app.register(menuRoutes);
}

// school-wide effects on other modules' events, through the platform's extension points
export { recipesContributions } from './contributions.ts';
export { dishesDemo } from './dishes/dishes-demo.ts';
export { menusDemo } from './menus/menus-demo.ts';
export { specialDemo } from './special/special-demo.ts';
