// Paraphrase tables for the caller simulator, written for it (not taken from the engine's
// own tables): how callers describe their problem per kind of business, how they ask things,
// how they give details, pick times and correct themselves.
import type { AgentSpec } from '../conversation';
import { AUTO, CLEANING, DENTAL, HVAC, LOCKSMITH, PLUMBER, SALON, VET } from '../fixtures';

export const ELECTRICIAN: AgentSpec = {
  name: 'Bright Spark Electric', description: 'Licensed electricians for homes and small businesses.', travel: true, ownerPhone: '512-555-0108', radius: 25,
  services: [{ name: 'Electrical repair', durationMinutes: 90, priceFromCents: 12000, priceToCents: 35000 }, { name: 'Light fixture installation', durationMinutes: 90, priceFromCents: 15000, priceToCents: 30000 }],
};
export const PEST: AgentSpec = {
  name: 'Bugs Away Pest Control', description: 'Pest control and extermination.', travel: true, ownerPhone: '512-555-0109', radius: 25,
  services: [{ name: 'General pest treatment', durationMinutes: 60, priceFromCents: 12000, priceToCents: 20000 }, { name: 'Termite inspection', durationMinutes: 60, priceFromCents: 0 }],
};
export const APPLIANCE: AgentSpec = {
  name: 'Fix-It Appliance Repair', description: 'Appliance repair for all major brands.', travel: true, ownerPhone: '512-555-0110', radius: 25,
  services: [{ name: 'Washer and dryer repair', durationMinutes: 90, priceFromCents: 15000, priceToCents: 35000 }, { name: 'Refrigerator repair', durationMinutes: 120, priceFromCents: 20000, priceToCents: 45000 }],
};
export const LANDSCAPER: AgentSpec = {
  name: 'Green Acres Landscaping', description: 'Lawn care and landscaping.', travel: true, ownerPhone: '512-555-0111', radius: 25,
  services: [{ name: 'Lawn mowing', durationMinutes: 60, priceFromCents: 5000, priceToCents: 9000 }, { name: 'Hedge and tree trimming', durationMinutes: 120, priceFromCents: 15000, priceToCents: 40000 }],
};

export interface TradeCase {
  trade: string;
  spec: AgentSpec;
  /** At least 12 ways callers describe something the business does. */
  problems: string[];
  /** What the business answers "do you …?" about. */
  question: string;
  /** Something another trade does, asked of this one. */
  foreign: string;
}

export const TRADES: TradeCase[] = [
  { trade: 'plumbing', spec: PLUMBER, question: 'Do you install tankless water heaters?', foreign: 'my outlets stopped working, can you send an electrician', problems: [
    'I need someone to look at a running toilet', 'my kitchen sink is clogged', 'there is water leaking under the bathroom sink', 'the shower drain is really slow',
    'we have no hot water since this morning', 'my water heater is making a banging noise', 'the faucet keeps dripping all night', 'a pipe under the house is leaking',
    'the toilet is backed up', 'my garbage disposal is jammed and the sink will not drain', 'the tub drains super slowly', 'I think my water heater is dying',
    'there is a drip from the ceiling under the bathroom', 'can you come unclog a drain'] },
  { trade: 'hvac', spec: HVAC, question: 'Do you service heat pumps?', foreign: 'I need a plumber for a clogged toilet', problems: [
    'my AC is blowing warm air', 'the air conditioner stopped cooling', 'the furnace is making a weird noise', 'the heater will not turn on',
    'I want my AC checked before summer', 'the house will not cool down', 'I need a tune up for my air conditioning', 'my furnace keeps shutting off',
    'the heat is not working well upstairs', 'the thermostat says cooling but nothing happens', 'can someone look at my furnace', 'the AC unit outside is not running'] },
  { trade: 'electrical', spec: ELECTRICIAN, question: 'Do you install ceiling fans?', foreign: 'can you send a plumber, my sink is clogged', problems: [
    'my outlets stopped working', 'the breaker keeps tripping', 'half the lights in the kitchen flicker', 'an outlet in the bedroom is dead',
    'I need a new light fixture installed', 'the light switch in the hallway does nothing', 'the power keeps going out in the garage', 'I want to hang a new chandelier',
    'the plugs in the bathroom do not work', 'there is a buzzing sound from a switch', 'can you install some new lights', 'my wiring seems faulty'] },
  { trade: 'locksmith', spec: LOCKSMITH, question: 'Do you rekey locks?', foreign: 'I need an electrician for my panel', problems: [
    "I'm locked out of my house", 'I need a key copied', 'I lost my house keys', 'I locked my keys inside',
    'I want my locks rekeyed after moving in', 'I need a spare key made', "I can't get into my apartment", 'can you change the locks on my front door',
    'my keys are inside and the door is shut', 'I need a duplicate key', 'we just bought a house and want to rekey', 'I got locked out of the office'] },
  { trade: 'salon', spec: SALON, question: 'Do you do color?', foreign: 'do you do teeth cleaning, I need a dentist', problems: [
    'I need a trim', 'I want my roots done', 'can I get a haircut', 'I want to dye my hair',
    'I would like highlights', 'I need a cut', 'time to cover my gray', 'my hair needs a trim before a wedding',
    'I want to go blond', 'just a cut please', 'I need my bangs trimmed', 'can I book a color appointment'] },
  { trade: 'dental', spec: DENTAL, question: 'Do you do fillings?', foreign: 'I need a locksmith, I am locked out', problems: [
    'I need a cleaning', 'I think I have a cavity', 'it is time for my checkup', 'my tooth is sensitive to cold',
    'I need my teeth cleaned', 'I want a checkup and x rays', 'one of my fillings fell out', 'I need a dental exam',
    'I have a small hole in my tooth', 'my six month cleaning is due', 'can I come in for a cleaning', 'I think I need a filling'] },
  { trade: 'auto', spec: AUTO, question: 'Do you do brake jobs?', foreign: 'I need an electrician at my house', problems: [
    'I need an oil change', 'my brakes are squeaking', 'the brakes are grinding', 'time for an oil change',
    'my car is due for oil', 'there is a squeal when I stop', 'the brake pedal feels soft', 'can I get my oil changed',
    'I need new brakes', 'my check engine light is on', 'the car makes a noise when I brake', 'I want my brakes checked'] },
  { trade: 'veterinary', spec: VET, question: 'Do you do vaccines?', foreign: 'I need a plumber for a leak', problems: [
    'my dog needs his shots', 'my cat needs vaccines', 'I need an annual checkup for my dog', 'my puppy needs a booster',
    'I want a wellness exam for my cat', 'my dog needs a rabies shot', 'the kitten needs a checkup', 'my dog is due for vaccinations',
    'I would like a wellness visit for my pup', 'can my cat get her shots', 'my dog needs an exam', 'time for the yearly checkup for my dog'] },
  { trade: 'cleaning', spec: CLEANING, question: 'Do you do deep cleaning?', foreign: 'can you send an exterminator for roaches', problems: [
    'I need my house cleaned', 'I want a deep clean', 'the place needs a deep cleaning', 'can you clean my apartment',
    'I need a regular house cleaning', 'I want a top to bottom scrub', 'my home needs cleaning', 'I would like a standard cleaning',
    'the kitchen and bathrooms need a deep clean', 'can someone clean my house', 'I need a deep cleaning before guests arrive', 'clean my home please'] },
  { trade: 'pest', spec: PEST, question: 'Do you treat for termites?', foreign: 'I need a plumber for my toilet', problems: [
    'there are roaches in the kitchen', 'I have ants everywhere', 'we have mice in the attic', 'I saw termites in the garage',
    'there are spiders all over the basement', 'we have a wasp nest by the door', 'I think we have rats', 'bugs keep coming into the house',
    'there are ants in the bathroom', 'I need a termite inspection', 'I found roaches under the sink', 'I need pest control for ants'] },
  { trade: 'appliance', spec: APPLIANCE, question: 'Do you repair dryers?', foreign: 'I need a locksmith for my door', problems: [
    'my washer will not spin', 'the dryer does not heat', 'my fridge is not cold', 'the refrigerator is leaking water',
    'my washing machine is broken', 'the dryer makes a loud noise', 'the freezer is not freezing', 'the washer is leaking',
    'my fridge stopped cooling', 'the dryer will not start', 'the ice maker stopped working', 'my washing machine will not drain'] },
  { trade: 'landscaping', spec: LANDSCAPER, question: 'Do you trim hedges?', foreign: 'I need an electrician for my lights', problems: [
    'my lawn needs mowing', 'the grass is overgrown', 'I need my hedges trimmed', 'can you cut my grass',
    'the yard needs mowing every week', 'my bushes need trimming', 'I want the lawn mowed', 'the tree branches need trimming',
    'my grass is way too long', 'can someone mow the lawn', 'I need the shrubs cut back', 'please mow my yard'] },
];

/** Austin addresses inside every travelling fixture's area. */
export const ADDRESSES = ['1200 Barton Springs Road 78704', '500 East 7th Street 78701', '2100 Guadalupe Street 78705', '800 West 6th Street 78703'];
export const NAMES = ['Dana Reyes', 'Jane Doe', 'Marcus Lee', 'Priya Shah', 'Tom Becker', 'Ana Lopez', 'Sam Carter', 'Lily Chen', 'Omar Haddad', 'Grace Kim', 'Ben Ortiz', 'Nora Walsh'];

/** Details in every order: name, address, phone in one breath. */
export const DETAIL_ORDERS: Array<(n: string, a: string, p: string) => string> = [
  (n, a, p) => `I'm ${n.split(' ')[0]}, ${a}, ${p}`,
  (n, a, p) => `${a}, and my name is ${n}, number is ${p}`,
  (n, a, p) => `my number is ${p}, the address is ${a}, this is ${n}`,
  (n, a) => `it's ${a}, I'm ${n.split(' ')[0]}`,
  (n, a, p) => `${p}. ${a}. my name is ${n}`,
  (_n, a) => `${a}`,
];

/** Ordinals and references to offered times. */
export const PICKS = ['the first one', 'the second one', 'the later one', 'the earliest please', 'the last one', 'first one works for me', 'I will take the second', 'the earlier one is fine', 'option one', 'the first', 'second please', 'the last one works'];

/** Questions about the business, 12+ phrasings per intent. */
export const QUESTIONS: Record<'price' | 'hours' | 'address', string[]> = {
  price: ['how much do you charge', 'what are your prices', 'how much does it cost', 'what do you charge for a visit', 'can I get a price', 'what is your rate', 'is it expensive', 'what are the fees', 'how much would that cost me', 'give me a quote', 'what do your services cost', 'what is the price range'],
  hours: ['what are your hours', 'when are you open', 'what time do you close', 'are you open on saturday', 'what are your opening hours', 'when do you open tomorrow', 'what time do you open', 'are you open today', 'what are the business hours', 'when are you guys open', 'what time do you close today', 'your hours please'],
  address: ['where are you located', 'what is your address', 'where is your location', 'how do I find you', 'can I get directions', 'where are you', 'what is the address of the shop', 'where exactly are you located', 'what is your location', 'I need your address', 'where are you guys located', 'address please'],
};

export const MESSAGES = ['can I leave a message for the owner', 'please take a message', 'I want to leave a message', 'could you take a message', 'can you pass a message to the owner', 'I would like to leave a message', 'just take a message please', 'leave a message for them', 'can I leave a message', 'take a message for me', 'I need to leave a message', 'could I leave a message'];
export const MESSAGE_BODIES = ['please call me back about the invoice', 'tell them Marcus called about last week', 'I have a question about my bill, call me back', 'ask them to call me about a quote', 'I wanted to say thanks for the great job', 'please call back about scheduling a big job'];

export const CANCELS = ['I need to cancel my appointment', 'cancel my booking please', 'I want to cancel', 'can you cancel my appointment', 'I have to cancel my visit', 'please cancel my appointment', "I'd like to cancel", 'cancel it please', 'I need to call off my appointment', 'I want to cancel my booking', 'can I cancel my appointment', 'cancel my visit'];
export const RESCHEDULES = ['I need to reschedule', 'can I reschedule my appointment', 'I want to move my appointment', 'I need to reschedule my booking', 'can we reschedule', 'I have to reschedule', 'reschedule my appointment please', "I'd like to reschedule", 'I need a different time for my appointment', 'can you move my booking', 'I want to reschedule', 'please reschedule me'];

export const OFF_TOPIC = ['what is the weather like', 'who won the game last night', 'tell me a joke', 'what is the capital of France', 'do you like pizza', 'I am bored', 'sing me a song', 'what is the meaning of life', 'can you recommend a movie', 'blah blah', 'purple monkey dishwasher', 'how tall is the eiffel tower'];

export const ROBOCALLS = [
  'This is an important message about your business listing. Press 1 to speak to a specialist',
  'We have been trying to reach you about your car warranty', 'This is your final notice regarding your vehicle warranty',
  'Your Google listing is about to expire, press one now', 'Congratulations, you have been selected for a free cruise',
  'This is an automated call about lowering your merchant processing fees', 'You are pre-approved for a business loan of up to fifty thousand dollars',
  'This is not a sales call, we can lower your interest rate today', 'Press 9 to be removed from our list',
  'this is an automated message from the social security administration', 'Lower your credit card rate today, press 1',
  'Your business profile has been flagged, press 2 to verify',
];

export const BYES = ['no thanks, bye', 'no that is all', 'nope, thank you', 'no thanks', "no that's it", 'that is all, goodbye'];

/**
 * Spanish-speaking callers (issue 16 #9): how they describe the work, per trade, 12+ ways
 * altogether; their details in several orders; how they pick a time, ask and leave messages.
 */
export const SPANISH_PROBLEMS: Array<{ trade: string; opening: string }> = [
  { trade: 'plumbing', opening: 'Hola, se me tapó el fregadero de la cocina, ¿pueden mandar a alguien?' },
  { trade: 'plumbing', opening: 'Buenas tardes, el inodoro está goteando y necesito que lo arreglen' },
  { trade: 'plumbing', opening: 'Necesito una cita porque no tengo agua caliente, creo que es el calentador' },
  { trade: 'hvac', opening: 'Hola, el aire acondicionado no enfría, ¿pueden venir a revisarlo?' },
  { trade: 'hvac', opening: 'Quiero agendar un mantenimiento del aire acondicionado' },
  { trade: 'salon', opening: 'Hola, quisiera una cita para un corte de pelo' },
  { trade: 'salon', opening: 'Buenos días, quiero hacer una cita para pintarme el pelo, un tinte' },
  { trade: 'dental', opening: 'Necesito una cita para una limpieza dental' },
  { trade: 'dental', opening: 'Hola, creo que tengo una caries, necesito un empaste' },
  { trade: 'locksmith', opening: 'Buenas, necesito que me cambien la cerradura de la casa' },
  { trade: 'auto', opening: 'Hola, necesito un cambio de aceite para mi carro' },
  { trade: 'auto', opening: 'Quiero una cita porque los frenos hacen ruido' },
  { trade: 'veterinary', opening: 'Hola, mi perro necesita sus vacunas, ¿puedo hacer una cita?' },
  { trade: 'cleaning', opening: 'Buenas tardes, quiero agendar una limpieza profunda de la casa' },
  { trade: 'pest', opening: 'Tengo cucarachas en la cocina, necesito que vengan a fumigar' },
  { trade: 'landscaping', opening: 'Hola, necesito que corten el pasto del jardín' },
];
export const SPANISH_NAMES = ['José Martínez', 'María López', 'Lucía Gómez', 'Carlos Hernández', 'Sofía Ramírez', 'Miguel Torres'];
export const SPANISH_DETAIL_ORDERS: Array<(n: string, a: string, p: string) => string> = [
  (n, a, p) => `Soy ${n}, la dirección es ${a}, mi teléfono es ${p}`,
  (n, a, p) => `Es el ${a}, me llamo ${n} y mi número es ${p}`,
  (n, a) => `${a}, a nombre de ${n}`,
];
export const SPANISH_PICKS = ['la primera', 'el primero', 'la segunda', 'la última', 'la primera está bien', 'el segundo, por favor'];
export const SPANISH_QUESTIONS: Array<{ intent: 'price' | 'hours'; line: string }> = [
  { intent: 'price', line: '¿Cuánto cobran?' }, { intent: 'price', line: 'Hola, ¿qué precios tienen?' }, { intent: 'price', line: '¿Cuánto cuesta el servicio?' },
  { intent: 'hours', line: '¿Cuál es su horario?' }, { intent: 'hours', line: 'Buenas, ¿a qué hora abren?' }, { intent: 'hours', line: '¿A qué hora cierran hoy?' },
];
export const SPANISH_MESSAGES = ['Quisiera dejarle un recado al dueño', '¿Me puede tomar un mensaje, por favor?', 'Hola, quiero dejar un mensaje', 'Necesito dejarle un recado'];
