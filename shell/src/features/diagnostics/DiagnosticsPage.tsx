import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLATFORM_PACKAGE, PLATFORM_VERSION } from '@kfeed/platform/version';
import { REMOTE_NAMES, type RemoteName } from '@kfeed/kit/routes';
import { readBuild, type RemoteBuild } from '../../lib/remotes/composition.ts';
import { remotesConfig } from '../../lib/remotes/remoteRegistry.ts';
import styles from './DiagnosticsPage.module.css';

type Row = { remote: RemoteName; build?: RemoteBuild; problem?: string };

/** Read every remote's manifest: its build version and the platform range it needs. */
export async function listComposition(): Promise<Row[]> {
  const { entries, problems } = remotesConfig();
  return Promise.all(
    REMOTE_NAMES.map(async (remote): Promise<Row> => {
      const url = entries[remote];
      if (!url) return { remote, problem: problems[remote] ?? 'not configured' };
      try {
        return { remote, build: await readBuild(remote, url) };
      } catch (error) {
        return { remote, problem: error instanceof Error ? error.message : String(error) };
      }
    }),
  );
}

/** The composition as a table in the console too (`kfeedComposition()`). */
export async function logComposition(): Promise<void> {
  const rows = await listComposition();
  console.table(
    rows.map(({ remote, build, problem }) => ({
      remote,
      build: build?.buildVersion ?? '-',
      platform: build?.platformRange ?? '-',
      compatible: build ? build.compatible : false,
      problem: problem ?? '',
    })),
  );
  console.info(`[shell] page platform: ${PLATFORM_PACKAGE} ${PLATFORM_VERSION}`);
}

/** Build information for whoever operates an environment; technical values are not translated. */
export function DiagnosticsPage() {
  const { t } = useTranslation();
  const [rows, setRows] = useState<Row[] | null>(null);
  useEffect(() => {
    let live = true;
    void listComposition().then((result) => live && setRows(result));
    return () => {
      live = false;
    };
  }, []);
  return (
    <main className={styles.page}>
      <h1>{t('route.Diagnostics')}</h1>
      <p>
        <code>
          {PLATFORM_PACKAGE} {PLATFORM_VERSION}
        </code>
      </p>
      {rows ? (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">remote</th>
              <th scope="col">build</th>
              <th scope="col">platform</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ remote, build, problem }) => (
              <tr key={remote} data-remote={remote}>
                <th scope="row">{remote}</th>
                <td>{build?.buildVersion ?? problem}</td>
                <td>
                  {build?.platformRange ?? '-'}
                  {build && !build.compatible ? ' ✗' : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p role="status">{t('loading')}</p>
      )}
    </main>
  );
}
