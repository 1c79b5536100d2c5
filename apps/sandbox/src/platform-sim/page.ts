import { htmlPage } from '../../../server/src/platform/http/html-page';
import { escapeMarkup } from '../../../server/src/platform/security/escape-markup';

const STYLE = `body { font-family: system-ui, sans-serif; background: #14182b; color: #f3f3f3; margin: 0; padding: 24px; text-align: center; }
  .reels { font-size: 56px; letter-spacing: 12px; margin: 24px 0; }
  .balance { font-size: 22px; }
  input { width: 90px; font-size: 18px; padding: 6px; }
  button { font-size: 20px; padding: 10px 36px; margin: 16px; border-radius: 24px; border: 0; background: #f5b301; cursor: pointer; }
  button:disabled { opacity: 0.5; }
  .message { min-height: 1.5em; }
  .rounds { list-style: none; padding: 0; font-size: 14px; color: #c9c9d6; }
  a { color: #9cc4ff; }`;

/**
 * The simulator's game page: a balance, a stake and a spin button. Its script (GAME_SCRIPT, ./game.js) asks the
 * simulator (./state, ./spin), which calls the operator's wallet as Hub88 would; the page never speaks to the operator itself.
 */
export function gamePage(game: { name: string; lobbyUrl: string | undefined }): string {
  const lobby = game.lobbyUrl !== undefined && /^https?:\/\//.test(game.lobbyUrl) ? `<a id="lobby" href="${escapeMarkup(game.lobbyUrl)}">返回大厅</a>` : '';
  return htmlPage({
    title: `${game.name} · Hub88 模拟器`,
    style: STYLE,
    body: `<h1>${escapeMarkup(game.name)}</h1>
<p class="balance">余额 <span id="balance">…</span> 元</p>
<div class="reels" id="reels">7 ★ ♦</div>
<label>投注 <input id="stake" value="1.00" inputmode="decimal"> 元</label><br>
<button id="spin" type="button">旋转</button>
<p class="message" id="message"></p>
<ol class="rounds" id="rounds" aria-label="本局记录"></ol>
${lobby}
<script src="./game.js"></script>`,
  });
}

/** The game page's script, served beside it as ./game.js. */
export const GAME_SCRIPT = `const SYMBOLS = ['7', '★', '♦', '♣', '♥', '♠'];
const balance = document.getElementById('balance');
const message = document.getElementById('message');
const button = document.getElementById('spin');
const yuan = (fen) => (fen / 100).toFixed(2);
// In the operator's frame, its own bar leads back (the frame may not navigate the page above it).
if (window.top !== window.self) document.getElementById('lobby')?.remove();
const show = (fen) => { if (typeof fen === 'number') balance.textContent = yuan(fen); };
async function refresh() {
  const answer = await (await fetch('./state')).json();
  show(answer.balanceFen);
  if (answer.status !== 'RS_OK') message.textContent = answer.status;
}
button.addEventListener('click', async () => {
  button.disabled = true;
  message.textContent = '';
  try {
    // Plain text: a request of another origin's frame that needs no preflight.
    const response = await fetch('./spin', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ stake: document.getElementById('stake').value }) });
    const answer = await response.json();
    if (!response.ok) { message.textContent = answer.error; return; }
    document.getElementById('reels').textContent = Array.from({ length: 3 }, () => SYMBOLS[Math.floor(Math.random() * SYMBOLS.length)]).join(' ');
    show(answer.balanceFen);
    const texts = { won: '赢得 ' + yuan(answer.winFen) + ' 元', lost: '未中奖', refused: '投注被拒绝: ' + answer.calls[0].reply.status, 'rolled-back': '投注已回滚', failed: '派彩失败' };
    message.textContent = texts[answer.outcome];
    // The round as the wallet took it: its stake (0 unless the bet was taken) and its win, newest first.
    const round = document.createElement('li');
    const taken = answer.outcome !== 'refused' && answer.outcome !== 'rolled-back';
    round.dataset.stakeFen = String(taken ? answer.stakeFen : 0);
    round.dataset.winFen = String(answer.winFen);
    round.textContent = '投注 ' + yuan(answer.stakeFen) + ' 元 · ' + texts[answer.outcome];
    document.getElementById('rounds').prepend(round);
  } catch (error) {
    message.textContent = String(error);
  } finally {
    button.disabled = false;
  }
});
refresh().catch((error) => { message.textContent = String(error); });
`;
