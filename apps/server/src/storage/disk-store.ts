import fs from 'node:fs';
import path from 'node:path';
import { checkKey, type ObjectStore } from './object-store.ts';

const TYPES: Record<string, string> = { '.webp': 'image/webp', '.png': 'image/png', '.jpg': 'image/jpeg' };

/** Files in a folder of this server (DATA_DIR/uploads by default). */
export function diskStore(root: string): ObjectStore {
  fs.mkdirSync(root, { recursive: true });
  const file = (key: string) => path.join(root, checkKey(key));
  return {
    async put(key, body) {
      const target = file(key);
      const staging = `${target}.${process.pid}.tmp`;
      await fs.promises.writeFile(staging, body);
      await fs.promises.rename(staging, target);
    },
    async get(key) {
      try {
        const stat = await fs.promises.stat(file(key));
        return {
          body: fs.createReadStream(file(key)),
          contentType: TYPES[path.extname(key)] ?? 'application/octet-stream',
          size: stat.size,
        };
      } catch {
        return null;
      }
    },
    async delete(key) {
      await fs.promises.rm(file(key), { force: true });
    },
    async exists(key) {
      return fs.existsSync(file(key));
    },
  };
}
