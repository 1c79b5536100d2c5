import { z } from 'zod';
import { defineCall } from '../call';
import { ROUTES } from '../routes';
import { articleSchema } from '../entities/articles';
import { idValue } from '../wire';

export const article = defineCall({
  ...ROUTES.article,
  summary: 'An article of a type (1, 2, 3, 4, 5, 7, 8)',
  request: z.object({ type: idValue }),
  data: articleSchema,
});
