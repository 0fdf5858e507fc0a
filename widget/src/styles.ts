// The widget's only CSS, inside its shadow root. `:host` rules are !important so that, in the
// cascade across shadow boundaries, they win over any !important rule of the host page; the
// floating host's `all:initial!important` thus already gives it left/top/width/height auto,
// margin 0, transform none, visibility visible, whatever the page says. `.bl` resets every
// inherited property so the page's fonts, colours and spacing don't leak in. Page rules don't
// reach the elements inside, so `:where(.bl *)` only undoes what browsers' own stylesheets give
// buttons, inputs, headings and paragraphs (fonts, colours, margins, padding, borders, backgrounds),
// plus min-width:0 so flex items may shrink; inherited properties such as letter-spacing or
// visibility already come initial from `.bl`.
// One rule per line, joined without newlines: the minifier folds the concatenation into one string.
export const CSS =
  ':host{display:block!important;visibility:visible!important;opacity:1!important}' +
  ':host([data-bookline-float]){all:initial!important;display:block!important;position:fixed!important;bottom:20px!important;right:20px!important;z-index:2147483000!important}' +
  ':host([data-bookline-float=left]){left:20px!important;right:auto!important}' +
  '.bl{all:initial;display:block;font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2430;--a:#0b5fff;--f:#fff;text-align:left;direction:ltr}' +
  ':where(.bl *){box-sizing:border-box;font:inherit;color:inherit;margin:0;padding:0;border:0;background:none;min-width:0}' +
  '.bl.fl{display:flex;flex-direction:column;align-items:flex-end;gap:12px}' +
  '.bl.left{align-items:flex-start}' +
  'button{cursor:pointer;border-radius:999px;padding:8px 14px;background:var(--a);color:var(--f);font-weight:600;line-height:1.2;min-height:36px}' +
  'button:focus-visible,input:focus-visible{outline:3px solid #2563eb;outline-offset:2px}' +
  'button[disabled]{opacity:.5;cursor:default}' +
  '.lc{display:inline-flex;align-items:center;gap:8px;padding:12px 18px;box-shadow:0 4px 16px rgba(0,0,0,.25)}' +
  '.lc svg{width:20px;height:20px;fill:currentColor}' +
  '.p{display:flex;flex-direction:column;width:100%;max-width:380px;height:460px;max-height:calc(100vh - 100px);background:#fff;border:1px solid #d5d9e0;border-radius:14px;overflow:hidden}' +
  '.fl .p{width:min(380px,calc(100vw - 40px));box-shadow:0 8px 32px rgba(0,0,0,.25)}' +
  '@media (max-width:480px){.fl.o .lc{display:none}.fl.o .p{max-height:calc(100vh - 40px)}}' +
  '.hd{display:flex;align-items:center;justify-content:space-between;padding:10px 14px;background:var(--a);color:var(--f)}' +
  '.hd h2{font-size:16px;font-weight:700}' +
  '.x{padding:4px 10px;background:rgba(255,255,255,.2)}' +
  '.log{flex:1;overflow-y:auto;list-style:none;padding:12px;display:flex;flex-direction:column;gap:8px}' +
  '.m{padding:8px 12px;border-radius:12px;max-width:85%;white-space:pre-wrap;word-wrap:break-word;background:#eef1f5;align-self:flex-start}' +
  '.m.u{background:var(--a);color:var(--f);align-self:flex-end}' +
  '.m.n{background:#fff7e6;border:1px solid #f0c36d;align-self:stretch;max-width:none}' +
  '.m i{font-style:normal;opacity:.6}' +
  '.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}' +
  '.st{padding:4px 14px;font-size:13px;color:#4b5363;min-height:24px}' +
  '.vc{display:flex;gap:8px;padding:0 14px 8px}' +
  '.vc .end{background:#b42318;color:#fff}' +
  'form{display:flex;gap:8px;padding:10px 14px;border-top:1px solid #e3e6eb}' +
  'input{flex:1;display:block;border:1px solid #9aa3b2;border-radius:8px;padding:8px 10px;background:#fff;color:#1f2430;min-height:36px}';
