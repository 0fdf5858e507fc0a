// The widget on a page already running React 19, Vue 3 and jQuery 3, where React renders (and keeps
// re-rendering) the widget's container element.
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser, watchedPage } from './browser';
import { hostPage, libFile, reactGlobalScript, transcript, widgetIn, useFakeRelay, useHostServer } from './widget-support';

const browser = useBrowser();
const relay = useFakeRelay();
const host = useHostServer();


beforeAll(async () => {
  const js = { 'content-type': 'text/javascript' };
  host().page('/lib/react.js', await reactGlobalScript(), js);
  host().page('/lib/vue.js', await libFile('vue/dist/vue.global.prod.js'), js);
  host().page('/lib/jquery.js', await libFile('jquery/dist/jquery.min.js'), js);
});

describe('widget next to other frameworks', () => {
  it('mounts in a container React renders and keeps re-rendering, with Vue and jQuery on the page, and all keep working', async () => {
    const body = `
      <div id="react-root"></div>
      <div id="vue-app"><button id="vue-btn" @click="n++">Vue {{ n }}</button></div>
      <p class="jq">jQuery paragraph</p>
      <script src="/lib/jquery.js"></script><script src="/lib/vue.js"></script><script src="/lib/react.js"></script>
      <script>
        const e = React.createElement;
        function App() {
          const [n, setN] = React.useState(0);
          React.useEffect(() => { const t = setInterval(() => setN((x) => x + 1), 50); return () => clearInterval(t); }, []);
          return e('section', null, e('h2', { id: 'tick' }, 'React tick ' + n), e('div', { id: 'bookline-widget', 'data-agent-id': 'agent_react1', 'data-tick': n }, 'Loading AI Receptionist...'));
        }
        ReactDOM.createRoot(document.getElementById('react-root')).render(e(App));
        Vue.createApp({ data: () => ({ n: 0 }) }).mount('#vue-app');
        $('.jq').css('color', 'rgb(1, 2, 3)');
        window.libs = { $: window.$, jQuery: window.jQuery, Vue: window.Vue, React: window.React };
        setTimeout(() => { const s = document.createElement('script'); s.src = ${JSON.stringify(relay().url + '/widget.js')}; document.body.appendChild(s); }, 200);
      </script>`;
    const ctx = await browser().newContext();
    try {
      const { page, errors } = await watchedPage(ctx);
      await page.goto(host().page('/frameworks', hostPage({ body, hostile: false })));
      await page.waitForSelector('#bookline-widget[data-bookline-ready="true"]', { timeout: 15_000 });
      const w = widgetIn(page);
      await w.locator('input').fill('Hello from a React page');
      await w.locator('input').press('Enter');
      await expect.poll(() => transcript(page), { timeout: 10_000 }).toContain('Receptionist: You said: Hello from a React page. How else can I help?');
      const tick = await page.textContent('#tick');
      await expect.poll(() => page.textContent('#tick')).not.toBe(tick);
      expect(await transcript(page)).toHaveLength(2);
      await page.click('#vue-btn');
      await page.click('#vue-btn');
      expect(await page.textContent('#vue-btn')).toBe('Vue 2');
      expect(await page.evaluate(() => ({ color: getComputedStyle(document.querySelector('.jq')!).color, v: (window as unknown as { $: { fn: { jquery: string } } }).$.fn.jquery }))).toStrictEqual({ color: 'rgb(1, 2, 3)', v: expect.stringMatching(/^3\./) });
      const same = await page.evaluate(() => {
        const w = window as unknown as Record<string, unknown> & { libs: Record<string, unknown> };
        return Object.entries(w.libs).every(([k, v]) => w[k] === v);
      });
      expect(same).toBe(true);
      expect(errors).toStrictEqual([]);
    } finally {
      await ctx.close();
    }
  });
});
