-- Reference data loaded at start from ../shared/data (seed/reference loader): global, not per school.
create table growth_lms (
  reference text not null,
  sex char(1) not null,
  measure text not null,
  by text not null,
  x double precision not null,
  l double precision not null,
  m double precision not null,
  s double precision not null,
  primary key (reference, sex, measure, by, x)
);
--> statement-breakpoint
create table food_composition (
  code text primary key,
  name text not null,
  category text not null,
  edible double precision,
  water double precision,
  energy_kcal double precision,
  protein double precision,
  fat double precision,
  cho double precision,
  dietary_fiber double precision,
  cholesterol double precision,
  vitamin_a double precision,
  carotene double precision,
  retinol double precision,
  thiamin double precision,
  riboflavin double precision,
  niacin double precision,
  vitamin_c double precision,
  vitamin_etotal double precision,
  ca double precision,
  p double precision,
  k double precision,
  na double precision,
  mg double precision,
  fe double precision,
  zn double precision,
  se double precision,
  cu double precision,
  mn double precision,
  trace text[] not null default '{}'
);
--> statement-breakpoint
create index food_composition_category_idx on food_composition (category);
--> statement-breakpoint
-- one row per dataset: the file's checksum decides whether a start reloads it
create table reference_loads (
  dataset text primary key,
  checksum text not null,
  rows integer not null,
  unreadable integer not null,
  lenient integer not null,
  loaded_at timestamptz not null default now()
);
