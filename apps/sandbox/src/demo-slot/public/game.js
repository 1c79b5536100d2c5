// The demo slot machine's page: state and spins through the demo game calls, with the launch token.
const token = new URLSearchParams(location.search).get('token') ?? '';
const $ = (id) => document.getElementById(id);
const reels = [...document.querySelectorAll('.reel')];
let symbols = ['福', '禄', '寿', '喜', '财', '7'];
let stake = 0;

async function call(path, body) {
  const response = await fetch(`./api/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token, ...body }),
  });
  const answer = await response.json();
  if (answer.code !== 200) throw new Error(answer.message || '网络异常');
  return answer.data;
}

function show(text, kind = '') {
  const result = $('result');
  result.textContent = text;
  result.className = `result ${kind}`;
}

function chooseStake(value, button) {
  stake = value;
  for (const other of document.querySelectorAll('#stakes button')) other.setAttribute('aria-pressed', String(other === button));
}

async function start() {
  try {
    const state = await call('state', {});
    symbols = state.symbols;
    $('title').textContent = state.game;
    $('platform').textContent = state.platform;
    $('balance').textContent = state.balance.toFixed(2);
    for (const value of state.stakes) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = `${value}元`;
      button.addEventListener('click', () => chooseStake(value, button));
      $('stakes').append(button);
      if (stake === 0) chooseStake(value, button);
    }
  } catch (error) {
    show(error.message, 'error');
    $('spin').disabled = true;
  }
}

$('spin').addEventListener('click', async () => {
  $('spin').disabled = true;
  reels.forEach((reel) => reel.classList.add('spinning'));
  show('转动中…');
  try {
    const [result] = await Promise.all([call('spin', { stake }), new Promise((resolve) => setTimeout(resolve, 600))]);
    result.reels.forEach((index, i) => (reels[i].textContent = symbols[index]));
    $('balance').textContent = result.balance.toFixed(2);
    show(result.win > 0 ? `恭喜中奖 ${result.win.toFixed(2)} 元！` : '未中奖，再试一次', result.win > 0 ? 'win' : '');
  } catch (error) {
    show(error.message, 'error');
  } finally {
    reels.forEach((reel) => reel.classList.remove('spinning'));
    $('spin').disabled = false;
  }
});

start();
