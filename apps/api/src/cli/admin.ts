import { parsePhone } from '@bolajon/contract';
import { openDatabase } from '../db/client.js';
import { loadEnv } from '../env.js';
import { createUsersRepository } from '../modules/users/users.repository.js';

const usage = `Usage:
  npm run admin -- grant <phone>     make the user with this phone an admin
  npm run admin -- revoke <phone>    make them a learner again`;

async function main(args: string[]) {
  const [command, phoneArg] = args;
  if ((command !== 'grant' && command !== 'revoke') || !phoneArg) {
    console.error(usage);
    return 2;
  }
  const phone = parsePhone(phoneArg)?.e164;
  if (!phone) {
    console.error(`Not a valid phone number: ${phoneArg}`);
    return 2;
  }
  const env = loadEnv();
  const database = await openDatabase({ url: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
  try {
    await database.migrate();
    const users = createUsersRepository(database.db);
    const changed = await users.setRoleByPhone(phone, command === 'grant' ? 'admin' : 'learner');
    if (!changed) {
      console.error(`No user with phone ${phone}; they must sign up first.`);
      return 1;
    }
    console.log(`${phone} is now ${command === 'grant' ? 'an admin' : 'a learner'}.`);
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
