import { createRoot } from 'react-dom/client';
import '@bookline/ui/tokens.css';
import { App } from './App';
import { loadShellConfig } from './config';
import { registerAllRemotes } from './remotes';
import { captureSalesRep } from './sales-rep';

captureSalesRep(location.pathname);

async function start() {
  const config = await loadShellConfig();
  registerAllRemotes(config.remotes);
  (window as unknown as { __BOOKLINE__: unknown }).__BOOKLINE__ = { support: config.support, salesReps: config.salesReps, site: config.site };
  createRoot(document.getElementById('root')!).render(<App config={config} />);
}

void start();
