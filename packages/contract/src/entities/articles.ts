import { z } from 'zod';

export const articleSchema = z.object({
  content: z.string(),
});
export type Article = z.infer<typeof articleSchema>;
