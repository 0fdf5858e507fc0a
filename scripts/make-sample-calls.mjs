// Renders the sample calls (mfe-marketing/src/content/sample-calls.ts) to small MP3 files with
// an offline TTS: espeak-ng for the two alternating voices, sox to join the lines with short
// pauses, lame for a 32 kbit/s mono MP3. Also writes the durations the players show before
// the audio loads. Reproducible: same transcripts and tool versions give the same audio.
//
//   node --import tsx scripts/make-sample-calls.mjs
//
// Needs: apt-get install -y espeak-ng sox lame
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SAMPLE_CALLS } from '../mfe-marketing/src/content/sample-calls.ts';

const root = resolve(import.meta.dirname, '..');
const outDir = join(root, 'mfe-marketing/src/assets');
const VOICES = {
  receptionist: ['-v', 'en-us+f3', '-s', '160', '-p', '55'],
  caller: ['-v', 'en-us+m3', '-s', '165', '-p', '40'],
};
const RATE = '22050';
const run = (cmd, args) => execFileSync(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });

for (const tool of ['espeak-ng', 'sox', 'lame']) {
  try {
    run('sh', ['-c', `command -v ${tool}`]);
  } catch {
    console.error(`${tool} is missing: apt-get install -y espeak-ng sox lame`);
    process.exit(1);
  }
}

const tmp = mkdtempSync(join(tmpdir(), 'bookline-calls-'));
const durations = {};
try {
  for (const call of SAMPLE_CALLS) {
    const parts = [];
    call.lines.forEach((line, i) => {
      const raw = join(tmp, `${call.id}-${i}-raw.wav`);
      const wav = join(tmp, `${call.id}-${i}.wav`);
      run('espeak-ng', [...VOICES[line.speaker], '-w', raw, line.text]);
      // Same rate and channels for every part, then 0.45 s of silence after each line.
      run('sox', [raw, '-r', RATE, '-c', '1', wav, 'pad', '0', '0.45']);
      parts.push(wav);
    });
    const joined = join(tmp, `${call.id}.wav`);
    run('sox', [...parts, joined, 'norm', '-1']);
    const mp3 = join(outDir, `${call.id}.mp3`);
    run('lame', ['--quiet', '-m', 'm', '-b', '32', '--resample', '22.05', joined, mp3]);
    const seconds = Number(run('soxi', ['-D', joined]).toString().trim());
    durations[call.id] = Math.round(seconds * 10) / 10;
    console.log(`${call.id}.mp3  ${durations[call.id]} s  ${Math.round(statSync(mp3).size / 1024)} KB`);
    if (statSync(mp3).size > 300 * 1024) throw new Error(`${call.id}.mp3 is over 300 KB`);
  }
  writeFileSync(join(root, 'mfe-marketing/src/content/sample-call-durations.json'), JSON.stringify(durations, null, 2) + '\n');
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
