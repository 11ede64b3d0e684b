/** A service account key file's contents for production starts in tests: well formed, known to no Google project. */
import { generateKeyPairSync } from 'node:crypto';

export function serviceAccount(projectId: string) {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    type: 'service_account',
    project_id: projectId,
    private_key_id: 'test-key',
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    client_email: `server@${projectId}.iam.gserviceaccount.com`,
    client_id: '1',
  };
}
