import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const deployDir = resolve(import.meta.dirname, '../../../deploy');

/** The `Environment=` settings of the systemd template unit, for instance `i` (`%i` filled in). */
export function unitEnvironment(i: number): Record<string, string> {
  const unit = readFileSync(resolve(deployDir, 'contest-tracker@.service'), 'utf8');
  return Object.fromEntries(
    unit
      .split('\n')
      .filter((line) => line.startsWith('Environment='))
      .map((line) => {
        const [name = '', ...value] = line.slice('Environment='.length).split('=');
        return [name, value.join('=').replaceAll('%i', String(i))];
      }),
  );
}

/**
 * The nginx site of deploy/, its `${CT_…}` names filled in as envsubst would (nginx's own
 * `$variables` left alone), inside the smallest main configuration a user can run: its pid,
 * logs and temporary files in `dir`.
 */
export function nginxConfig(dir: string, values: Record<string, string>): string {
  const site = readFileSync(resolve(deployDir, 'contest-tracker.nginx.conf'), 'utf8').replace(
    /\$\{(CT_[A-Z0-9_]+)\}/g,
    (_match, name: string) => {
      const value = values[name];
      if (value === undefined) throw new Error(`nginx site: no value for ${name}`);
      return value;
    },
  );
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${site}
}
`;
}
