import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/schema.ts',
    './src/db/schema-reminders.ts',
    './src/db/schema-handles.ts',
    './src/db/schema-instances.ts',
    './src/db/schema-ratings.ts',
  ],
  out: './drizzle',
});
