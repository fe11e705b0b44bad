/**
 * Creates the database the end-to-end server of a suite run starts on: a copy of the run's corpus template
 * when the unit and API tests built one (so that the corpus is imported once per run), else an empty one that
 * the server fills on its first start. Prints its URL.
 *
 *   tsx tests/setup/e2e-database.ts <admin-url> <template> <name>
 */
import pg from "pg";

const [adminUrl, template, name] = process.argv.slice(2);
const identifier = /^[a-z0-9_]{1,60}$/;
if (!adminUrl || !template || !name || !identifier.test(template) || !identifier.test(name)) {
  console.error(
    "usage: e2e-database.ts <admin-url> <template> <name> (names of lower-case letters, digits, _)",
  );
  process.exit(2);
}
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
try {
  const found = await admin.query("select 1 from pg_database where datname = $1", [template]);
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}${found.rowCount ? ` template ${template}` : ""}`);
  if (!found.rowCount) console.error(`No corpus template ${template}: the server imports the corpus itself.`);
} finally {
  await admin.end();
}
const url = new URL(adminUrl);
url.pathname = `/${name}`;
console.log(url.toString());
