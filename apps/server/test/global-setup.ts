import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/database.ts';
import { migrate } from '../src/db/orm.ts';
import { startTestPostgres } from './postgres.ts';

export const TEMPLATE_DB = 'shop_test_template';

/** Starts PostgreSQL once for the run and migrates a template that every test file copies. */
export default async function setup(project: TestProject) {
  const server = await startTestPostgres();
  const admin = new pg.Client({ connectionString: server.adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DB}`);
  await admin.query(`create database ${TEMPLATE_DB}`);
  await admin.end();

  const templateUrl = new URL(server.adminUrl);
  templateUrl.pathname = `/${TEMPLATE_DB}`;
  const orm = await openDatabase(templateUrl.toString(), { poolMax: 1 });
  await migrate(orm);
  await orm.close(true);

  project.provide('adminDbUrl', server.adminUrl);
  return async () => {
    await server.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    adminDbUrl: string;
  }
}
