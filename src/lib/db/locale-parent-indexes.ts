import type { PostgresAdapterArgs } from '@payloadcms/db-postgres'
import { index } from '@payloadcms/db-postgres/drizzle/pg-core'

type SchemaHook = NonNullable<PostgresAdapterArgs['afterSchemaInit']>[number]

/**
 * Every read of a localized collection joins its `<table>_locales` rows by `_parent_id`, once per document.
 * Payload indexes those tables only by (`_locale`, `_parent_id`), which Postgres cannot use for that join,
 * so each document scanned the whole locales table (2 s for the calendar's 200 events among 10,000
 * announcements; 1 ms with this index). Runs after Payload builds its schema, so migrations carry the index.
 */
export const indexLocaleParents: SchemaHook = ({ schema, extendTable }) => {
  for (const [name, table] of Object.entries(schema.tables)) {
    if (!name.endsWith('_locales')) continue
    extendTable({
      table,
      extraConfig: (columns) => ({ parentIdIndex: index(`${name}_parent_id_idx`).on(columns._parentID) }),
    })
  }
  return schema
}
