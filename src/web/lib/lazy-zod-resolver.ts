import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form's zod resolver whose schema, and zod with it, load at the form's first check rather than
 * with the page: for the sign-in page, the first a visitor opens, that is about 40 KB of script
 * and its evaluation (the schemas are built as their module loads) off the way to a live page.
 * `load` imports the module that holds the schema.
 */
export function lazyZodResolver<Schema extends z.ZodType<FieldValues, FieldValues>>(
  load: () => Promise<Schema>,
): Resolver<z.input<Schema>, unknown, z.output<Schema>> {
  let resolver: Promise<Resolver<z.input<Schema>, unknown, z.output<Schema>>> | undefined;
  return async (values, context, options) => {
    resolver ??= Promise.all([import('@hookform/resolvers/zod'), load()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as unknown as Resolver<z.input<Schema>, unknown, z.output<Schema>>,
      (error: unknown) => {
        // A load cut off by the network is tried again at the next check, not kept as failed.
        resolver = undefined;
        throw error;
      },
    );
    return (await resolver)(values, context, options);
  };
}
