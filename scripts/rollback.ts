/** `npm run rollback`: switches DATA_DIR/releases/current back to the previous release (atomic rename). */
import { shopConfig } from '../src/config/environment.ts';
import { readEnvironment } from '../src/config/process-env.ts';
import { rollback } from '../src/ops/releases.ts';

const { dataDir } = readEnvironment(shopConfig);
try {
  const { from, to } = await rollback(dataDir);
  console.log(`Retour arrière : ${from} → ${to} (servie dès la prochaine requête).`);
} catch (error) {
  console.error(`Retour arrière impossible : ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
