import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { upsertAdmin } from './admins.js';
import { countAdmins } from './repository.js';

/** ADMIN_MOBILE + ADMIN_PASSWORD create the first admin; once one exists they change nothing. */
export async function ensureBootstrapAdmin(db: Db, config: Config, log: Pick<FastifyBaseLogger, 'info'>) {
  if (!config.ADMIN_MOBILE || !config.ADMIN_PASSWORD) return;
  if ((await countAdmins(db)) > 0) return;
  await upsertAdmin(db, config.ADMIN_MOBILE, config.ADMIN_PASSWORD);
  log.info(`created the admin ${config.ADMIN_MOBILE} from ADMIN_MOBILE`);
}
