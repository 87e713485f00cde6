import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../../src/server/db/client.js';
import { startCluster } from './postgres-cluster.js';
import { TEMPLATE_DB } from './postgres-context.js';

/** Starts one cluster for the run and a migrated template each test file clones. */
export default async function setup(project: TestProject) {
  const cluster = await startCluster();
  const admin = new pg.Client({ connectionString: `${cluster.url}/postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  await admin.end();
  const template = await openPostgres(`${cluster.url}/${TEMPLATE_DB}`);
  await template.migrate();
  await template.close();
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
