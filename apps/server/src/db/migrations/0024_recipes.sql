-- Recipes: a school's dish library (ingredients from the food composition tables, grams of edible
-- portion per child), weekly menus built from dishes, special-meal groups, and the reference
-- intakes the menu's nutrients are measured against.
CREATE TABLE dishes (
  school_id bigint NOT NULL REFERENCES institutions(id),
  id bigserial NOT NULL,
  name text NOT NULL,
  -- DISH_KINDS: staple, dish, soup, snack, fruit, drink
  kind text NOT NULL,
  description text,
  -- stored files as the garden keeps them: [{ id, name }]
  images jsonb NOT NULL DEFAULT '[]',
  -- hidden dishes stay on past menus but are not offered for new ones
  shown boolean NOT NULL DEFAULT true,
  created_by bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (school_id, id)
);--> statement-breakpoint
CREATE UNIQUE INDEX dishes_name_key ON dishes (school_id, name);--> statement-breakpoint
CREATE TABLE dish_ingredients (
  school_id bigint NOT NULL,
  dish_id bigint NOT NULL,
  seq smallint NOT NULL,
  food_code text NOT NULL REFERENCES food_composition(code),
  -- raw edible grams for one child
  grams numeric(6, 1) NOT NULL CHECK (grams > 0),
  PRIMARY KEY (school_id, dish_id, seq),
  FOREIGN KEY (school_id, dish_id) REFERENCES dishes(school_id, id) ON DELETE CASCADE
);--> statement-breakpoint
CREATE INDEX dish_ingredients_food_idx ON dish_ingredients (food_code);--> statement-breakpoint
CREATE TABLE menus (
  school_id bigint NOT NULL REFERENCES institutions(id),
  id bigserial NOT NULL,
  -- a Monday
  week_start date NOT NULL,
  title text,
  notes text,
  published_at timestamptz,
  published_by bigint,
  created_by bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (school_id, id),
  CHECK (extract(isodow from week_start) = 1)
);--> statement-breakpoint
CREATE UNIQUE INDEX menus_week_key ON menus (school_id, week_start);--> statement-breakpoint
CREATE TABLE menu_dishes (
  school_id bigint NOT NULL,
  menu_id bigint NOT NULL,
  day date NOT NULL,
  -- MEALS: 1 breakfast, 2 morning snack, 3 lunch, 4 afternoon snack, 5 dinner
  meal smallint NOT NULL CHECK (meal BETWEEN 1 AND 5),
  seq smallint NOT NULL,
  dish_id bigint NOT NULL,
  PRIMARY KEY (school_id, menu_id, day, meal, seq),
  FOREIGN KEY (school_id, menu_id) REFERENCES menus(school_id, id) ON DELETE CASCADE,
  FOREIGN KEY (school_id, dish_id) REFERENCES dishes(school_id, id)
);--> statement-breakpoint
CREATE INDEX menu_dishes_dish_idx ON menu_dishes (school_id, dish_id);--> statement-breakpoint
-- photos of what was served, per day and meal (the cookbook image page)
CREATE TABLE menu_photos (
  school_id bigint NOT NULL,
  id bigserial NOT NULL,
  day date NOT NULL,
  meal smallint NOT NULL CHECK (meal BETWEEN 1 AND 5),
  file_id bigint NOT NULL,
  created_by bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (school_id, id),
  FOREIGN KEY (school_id, file_id) REFERENCES stored_files(school_id, id)
);--> statement-breakpoint
CREATE INDEX menu_photos_day_idx ON menu_photos (school_id, day);--> statement-breakpoint
CREATE TABLE special_groups (
  school_id bigint NOT NULL REFERENCES institutions(id),
  id bigserial NOT NULL,
  name text NOT NULL,
  -- SPECIAL_REASONS: allergy, religious, medical, other
  reason text NOT NULL,
  -- what the group must not eat: allergens of the school's catalogue, and food categories or
  -- words in a food's name (as allergens carry them) for diets that are not allergies
  allergen_ids bigint[] NOT NULL DEFAULT '{}',
  food_categories text[] NOT NULL DEFAULT '{}',
  food_keywords text[] NOT NULL DEFAULT '{}',
  notes text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (school_id, id)
);--> statement-breakpoint
CREATE UNIQUE INDEX special_groups_name_key ON special_groups (school_id, name);--> statement-breakpoint
CREATE TABLE special_group_students (
  school_id bigint NOT NULL,
  group_id bigint NOT NULL,
  student_id bigint NOT NULL,
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (school_id, group_id, student_id),
  FOREIGN KEY (school_id, group_id) REFERENCES special_groups(school_id, id) ON DELETE CASCADE,
  FOREIGN KEY (school_id, student_id) REFERENCES students(school_id, id)
);--> statement-breakpoint
CREATE INDEX special_group_students_student_idx ON special_group_students (school_id, student_id);--> statement-breakpoint
-- A school's reference intake per child per day, by the keys of INTAKE_DEFAULTS: nutrient amounts
-- (FOOD_NUTRIENTS keys), the energy-share ranges and the share full-day care supplies (percent);
-- absent rows read the defaults (Chinese DRIs for ages 3–6)
CREATE TABLE intake_references (
  school_id bigint NOT NULL REFERENCES institutions(id),
  nutrient text NOT NULL,
  amount double precision NOT NULL CHECK (amount > 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (school_id, nutrient)
);
