// A caller who speaks Spanish gets the whole receptionist in Spanish (issue 16 #9): on the phone
// the engine hears Spanish, sends ConversationRelay's `language` message (es-US speech and
// transcription) and answers in Spanish from that turn; the widget starts in Spanish when its
// setup frame says `lang: es-US` (data-language="es"). The owner's summary stays in English.
import { pinClock } from '../../../../tests/kit/clock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookingStore } from '../../calendar/bookings';
import { createRedis, type Redis } from '../../store';
import { ES } from '../i18n/es';
import { TEXTS as WIDGET_TEXTS } from '../../../../widget/src/texts';
import { DENTAL, PLUMBER, SALON } from '../../../../tests/kit/fixtures';
import { callRecord, Caller, dial, eventually, makeAgent, outbox, randomCaller, startTestGateway } from '../../../../tests/kit/conversation';

pinClock();

let gw: Awaited<ReturnType<typeof startTestGateway>>;
let redis: Redis;
beforeAll(async () => {
  gw = await startTestGateway();
  redis = createRedis(gw.redisUrl);
});
afterAll(async () => {
  await gw.close();
  redis.disconnect();
});

/** No English sentence of the engine in a reply: none of the catalogue's English keys (fixed ones) appear. */
function noEnglish(reply: string) {
  for (const en of Object.keys(ES)) if (!/\{\d\}/.test(en) && en.length > 12) expect(reply, reply).not.toContain(en);
  expect(reply).not.toMatch(/\b(the owner|Is there anything else|Would you like|What's the address|Thank you for)\b/);
}

const upcoming = (agentId: string) => createBookingStore({ redis, agentId }).upcoming(0);

describe('Spanish on the phone', () => {
  it('hears Spanish, switches the call to es-US, books a drain cleaning in Spanish; the summary stays English', async () => {
    const { agent, number } = await makeAgent(redis, PLUMBER);
    const from = randomCaller();
    const { caller } = await dial(gw.url, number, from);
    const first = await caller.say('Hola, buenas tardes. Se me tapó el fregadero de la cocina, ¿pueden mandar a alguien?');
    expect(caller.frames.find((f) => f.type === 'language')).toStrictEqual({ type: 'language', ttsLanguage: 'es-US', transcriptionLanguage: 'es-US' });
    expect(first).toMatch(/^Claro, drain cleaning\. ¿Cuál es la dirección de la visita, con el código postal\?$/);
    const offer = await caller.say('Es el 1200 Barton Springs Road, Austin, 78704');
    expect(offer).toMatch(/^(Tengo disponible: |Lo primero que tengo es el )(lunes|martes|miércoles|jueves|viernes|sábado|domingo) \d+ de \w+ (a las? \d+(:\d\d)? de?l? (la )?(mañana|mediodía|tarde|noche)|entre)/);
    noEnglish(offer);
    expect(await caller.say('la primera')).toMatch(/^Perfecto, le aparto el .* ¿Me da su nombre, por favor\?$/);
    expect(await caller.say('Me llamo José Martínez')).toMatch(/^¿Le llamamos al \d \d \d, \d \d \d, \d \d \d \d\?$/);
    const readBack = await caller.say('sí');
    expect(readBack).toMatch(/^Le confirmo los datos\. Nombre: José Martínez\. Teléfono: .* Dirección: 1200 Barton Springs Road.* Cita: drain cleaning el .* ¿Está todo correcto\?$/);
    expect(await caller.say('sí, correcto')).toMatch(/por correo electrónico/);
    const done = await caller.say('no, gracias');
    expect(done).toMatch(/^Listo\. Su cita de drain cleaning quedó para el \p{L}+ \d+ de \p{L}+, entre las? \d+(:\d\d)? de?l? (la )?\S+ y las? \d+(:\d\d)? de?l? (la )?\S+\. El precio estimado es \$150 a \$300; el precio final depende del trabajo\. Le llegará un mensaje de texto de confirmación\. ¿Le puedo ayudar con algo más\?$/u);
    noEnglish(done);
    const [b] = await upcoming(agent.id);
    expect(b).toMatchObject({ serviceName: 'Drain cleaning', customer: { name: 'José Martínez', phone: from } });
    expect(await caller.say('no, eso es todo')).toBe('Gracias por llamar a Rapid Rooter Plumbing. ¡Adiós!');
    await caller.ended();
    const rec = await eventually(() => callRecord(gw.url, caller.callSid), (r) => Boolean(r?.endedAt));
    expect(rec).toMatchObject({ outcomes: ['booked'] });
    // The owner's summary: English, whatever language the call was in.
    const msgs = await eventually(() => outbox(gw.url, agent.id), (m) => m.some((x) => /^Call summary/.test(x.subject ?? '')) && m.some((x) => x.channel === 'sms' && x.to === from));
    // The caller's confirmation text is in Spanish too.
    expect(msgs.find((x) => x.channel === 'sms' && x.to === from)?.text).toMatch(/^Rapid Rooter Plumbing: su cita de Drain cleaning quedó agendada para el .* Precio estimado: \$150 a \$300\. Responda STOP/);
    const sum = msgs.find((x) => /^Call summary/.test(x.subject ?? ''))!;
    expect(sum.text).toContain('Outcome: booked');
    expect(sum.text).toContain('Caller: Hola, buenas tardes.');
  });

  it('answers prices and hours in Spanish, and puts an emergency through', async () => {
    const { number } = await makeAgent(redis, PLUMBER);
    const { caller } = await dial(gw.url, number);
    const price = await caller.say('Buenos días, ¿cuánto cuesta reparar una fuga?');
    expect(price).toMatch(/Leak repair normalmente cuesta \$150 a \$400 y toma como 90 minutos\. El precio final depende del trabajo\./);
    const hours = await caller.say('¿Y cuál es su horario?');
    expect(hours).toMatch(/^Abrimos .*(lunes|martes).* de \d+ de la mañana a \d+ de la (tarde|noche)/);
    noEnglish(hours);
    expect(await caller.say('¡Se reventó una tubería y hay agua por todas partes!')).toMatch(/Eso suena a una emergencia\. Puedo comunicarle con el dueño ahora mismo\. ¿Quiere que le transfiera\?/);
    expect(await caller.say('sí, por favor')).toMatch(/le comunico con el dueño/);
    expect(await caller.ended()).toMatchObject({ reason: 'emergency' });
  });

  it('takes a message in Spanish', async () => {
    const { agent, number } = await makeAgent(redis, SALON);
    const { caller } = await dial(gw.url, number);
    expect(await caller.say('Hola, quisiera dejarle un recado a la dueña')).toBe('Por supuesto. ¿Qué mensaje quiere que pase?');
    expect(await caller.say('Soy Ana, por favor llámeme para hablar de un peinado para una boda')).toMatch(/^Gracias, ya pasé su mensaje\./);
    const msgs = await eventually(() => outbox(gw.url, agent.id), (m) => m.some((x) => /peinado para una boda/.test(x.text)));
    expect(msgs.filter((x) => /peinado para una boda/.test(x.text)).length).toBeGreaterThan(0);
    caller.hangUp();
  });

  it('"¿Habla español?" gets a yes in Spanish, and a question in Spanish then "sí" books what was asked about', async () => {
    const { agent, number } = await makeAgent(redis, PLUMBER);
    const { caller } = await dial(gw.url, number);
    expect(await caller.say('Hola, ¿habla español?')).toBe('Sí, claro. ¿En qué le puedo ayudar hoy?');
    expect(await caller.say('¿Instalan calentadores sin tanque?')).toMatch(/^Sí, hacemos water heater repair\. .* ¿Le gustaría agendar una cita\?$/);
    expect(await caller.say('Necesito un electricista también')).toMatch(/no hace trabajos eléctricos/);
    const { caller: again } = await dial(gw.url, number);
    await again.say('¿Instalan calentadores sin tanque?');
    expect(await again.say('sí')).toMatch(/^Claro, water heater repair\. ¿Cuál es la dirección/);
    expect(await again.say('78704')).toMatch(/^(Tengo disponible|Lo primero que tengo)/);
    await again.say('el primero');
    await again.say('Soy Pedro Ruiz');
    await again.say('sí');
    await again.say('sí');
    await again.say('no');
    expect((await upcoming(agent.id))[0]).toMatchObject({ serviceName: 'Water heater repair', customer: { name: 'Pedro Ruiz' } });
    caller.hangUp();
    again.hangUp();
  });

  it('an English caller is never switched, even with Spanish place names', async () => {
    const { number } = await makeAgent(redis, PLUMBER);
    const { caller } = await dial(gw.url, number);
    expect(await caller.say('My drain is clogged at 12 El Camino Real, Los Altos 78704')).toMatch(/I have|The first time I have/);
    expect(caller.frames.some((f) => f.type === 'language')).toBe(false);
    caller.hangUp();
  });

  it('cancelling from an unknown number with only a name is refused in Spanish until the second detail matches', async () => {
    const { agent, number } = await makeAgent(redis, DENTAL);
    const owner = randomCaller();
    const { caller: booker } = await dial(gw.url, number, owner);
    await booker.say('quiero una cita para una limpieza dental');
    await booker.say('la primera');
    await booker.say('me llamo Lucía Gómez');
    await booker.say('sí');
    await booker.say('sí');
    await booker.say('no, gracias');
    booker.hangUp();
    expect(await upcoming(agent.id)).toHaveLength(1);
    const { caller } = await dial(gw.url, number, randomCaller());
    expect(await caller.say('Hola, quiero cancelar mi cita, a nombre de Lucía Gómez')).toMatch(/necesito un dato más/);
    expect(await caller.say('cancélela por favor')).toMatch(/no coincide/);
    expect(await caller.say('sí, cancélela')).toMatch(/no puedo cambiar esa cita/);
    expect(await upcoming(agent.id)).toHaveLength(1);
    caller.hangUp();
  });
});

describe('Spanish in the widget', () => {
  it('data-language="es": the session starts in Spanish, books, and never sends a language switch', async () => {
    const { agent } = await makeAgent(redis, SALON);
    const res = await fetch(`${gw.url}/widget/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ agentId: agent.id }) });
    const { relayUrl } = (await res.json()) as { relayUrl: string };
    const caller = await Caller.connect(relayUrl, { from: 'web', customParameters: { agentId: agent.id, channel: 'web', mode: 'receptionist', lang: 'es' } });
    const offer = await caller.say('Quiero un corte de pelo');
    expect(offer).toMatch(/^(Tengo disponible: |Lo primero que tengo es el )(lunes|martes|miércoles|jueves|viernes|sábado|domingo) /);
    await caller.say('el primero');
    expect(await caller.say('Me llamo Sofía Reyes')).toBe('¿A qué número de teléfono le podemos llamar?');
    expect(await caller.say('512 555 0188')).toMatch(/^Le confirmo los datos\. Nombre: Sofía Reyes\. Teléfono: 5 1 2, 5 5 5, 0 1 8 8\./);
    expect(await caller.say('sí')).toMatch(/escriba su correo/);
    expect(await caller.say('sofia punto reyes arroba example punto com')).toMatch(/la invitación de calendario a sofia\.reyes@example\.com/);
    const [b] = await upcoming(agent.id);
    expect(b).toMatchObject({ serviceName: 'Haircut', customer: { name: 'Sofía Reyes', phone: '+15125550188', email: 'sofia.reyes@example.com' } });
    expect(caller.frames.some((f) => f.type === 'language')).toBe(false);
    caller.hangUp();
  });

  it('the web greeting is in Spanish for ?lang=es', async () => {
    const { agent } = await makeAgent(redis, SALON);
    const es = (await (await fetch(`${gw.url}/widget/agent/${agent.id}?lang=es`)).json()) as { welcomeGreeting: string };
    expect(es.welcomeGreeting).toMatch(/^¡Hola! Bienvenido a Shear Bliss Hair Salon\./);
    // The widget's own texts, every one of them (keys as in widget/src/texts.ts).
    expect(Object.keys((es as unknown as { labels: Record<string, string> }).labels).sort()).toStrictEqual(Object.keys(WIDGET_TEXTS).sort());
    const en = (await (await fetch(`${gw.url}/widget/agent/${agent.id}`)).json()) as { welcomeGreeting: string };
    expect(en.welcomeGreeting).toMatch(/^Hi! Welcome to Shear Bliss Hair Salon\./);
  });
});
