/**
 * The words the scale seed builds its rows from: people, vehicles, parts, questions and replies
 * in English and Spanish (accents included, so search and unaccent meet real text).
 */

export const FIRST_NAMES = [
  'José',
  'María',
  'Sofía',
  'Andrés',
  'Lucía',
  'Tomás',
  'Verónica',
  'Jesús',
  'Ramón',
  'Inés',
  'Karen',
  'Tom',
  'Mike',
  'Priya',
  'Jordan',
  'Emily',
  'David',
  'Sarah',
  'James',
  'Linda',
];

export const LAST_NAMES = [
  'Ramírez',
  'Hernández',
  'González',
  'Martínez',
  'López',
  'Pérez',
  'Sánchez',
  'Gómez',
  'Díaz',
  'Núñez',
  'Smith',
  'Johnson',
  'Becker',
  'Mitchell',
  'Owens',
  'Carter',
  'Nguyen',
  'Patel',
  'Brown',
  'Walker',
];

/** Year, make and model, as customers write them and as appointments store them. */
export const VEHICLES: [number, string, string][] = [
  [2012, 'Chevrolet', 'Silverado'],
  [2018, 'Toyota', 'Corolla'],
  [2015, 'Ford', 'F-150'],
  [2011, 'Honda', 'Accord'],
  [2016, 'Nissan', 'Altima'],
  [2014, 'Ram', '1500'],
  [2019, 'Hyundai', 'Elantra'],
  [2010, 'Jeep', 'Wrangler'],
  [2017, 'Kia', 'Sorento'],
  [2013, 'GMC', 'Sierra'],
  [2020, 'Toyota', 'Tacoma'],
  [2009, 'Chevrolet', 'Tahoe'],
];

export const BRANDS = [
  'ACDelco',
  'Bosch',
  'Denso',
  'Delphi',
  'Aisin',
  'Brembo',
  'Akebono',
  'Cardone',
  'Motorcraft',
  'Mopar',
  'Sonnax',
  'Spectra',
  'Gates',
  'Moog',
  'NGK',
];

/** What a part is, by the shop's usual categories (a database with other categories gets them spread over its own). */
export const PART_KINDS: { category: string; name: string; en: string; es: string; price: number }[] = [
  {
    category: 'Transmissions',
    name: '4L60E Automatic Transmission',
    en: 'Rebuilt with new clutches, seals and shift kit, tested on the dyno.',
    es: 'Reconstruida con clutches, sellos y kit de cambios nuevos, probada en dinamómetro.',
    price: 1450,
  },
  {
    category: 'Transmissions',
    name: 'Torque Converter',
    en: 'Stall-matched converter, balanced and leak tested.',
    es: 'Convertidor de par balanceado y probado contra fugas.',
    price: 320,
  },
  {
    category: 'Transmissions',
    name: 'Transmission Filter Kit',
    en: 'Filter, gasket and O-ring.',
    es: 'Filtro, empaque y anillo de sello.',
    price: 38,
  },
  {
    category: 'Brakes',
    name: 'Ceramic Brake Pads (Front)',
    en: 'Low-dust ceramic pads with hardware.',
    es: 'Balatas cerámicas de bajo polvo con herrajes.',
    price: 65,
  },
  {
    category: 'Brakes',
    name: 'Brake Rotor Pair',
    en: 'Coated rotors, sold as a pair.',
    es: 'Rotores con recubrimiento, se venden en par.',
    price: 129,
  },
  {
    category: 'Brakes',
    name: 'Brake Caliper (Rear)',
    en: 'Remanufactured caliper with new pistons and seals.',
    es: 'Cáliper remanufacturado con pistones y sellos nuevos.',
    price: 58,
  },
  {
    category: 'Electrical',
    name: 'Alternator 160A',
    en: 'Remanufactured alternator, bench tested.',
    es: 'Alternador remanufacturado, probado en banco.',
    price: 189,
  },
  {
    category: 'Electrical',
    name: 'Starter Motor',
    en: 'Pulled from a low-mileage vehicle, cleaned and tested.',
    es: 'Marcha de un vehículo de bajo kilometraje, limpia y probada.',
    price: 142,
  },
  {
    category: 'Electrical',
    name: 'Ignition Coil',
    en: 'Direct-fit coil, OE quality.',
    es: 'Bobina de encendido de ajuste directo, calidad de equipo original.',
    price: 48,
  },
  {
    category: 'Engine',
    name: 'Mass Air Flow Sensor',
    en: 'Direct-fit MAF sensor, plug and play.',
    es: 'Sensor de flujo de aire (MAF) de ajuste directo, listo para instalar.',
    price: 96,
  },
  {
    category: 'Engine',
    name: 'Cylinder Head',
    en: 'Pressure tested and resurfaced.',
    es: 'Cabeza de motor probada a presión y rectificada.',
    price: 540,
  },
  {
    category: 'Engine',
    name: 'Water Pump',
    en: 'OE-quality water pump with gasket.',
    es: 'Bomba de agua de calidad original con empaque.',
    price: 84,
  },
  {
    category: 'Cooling',
    name: 'Radiator, Aluminum Core',
    en: 'Aluminum core with plastic tanks, pressure tested.',
    es: 'Radiador de núcleo de aluminio con tanques de plástico, probado a presión.',
    price: 210,
  },
  {
    category: 'Cooling',
    name: 'Thermostat and Housing',
    en: 'Thermostat with housing and seal.',
    es: 'Termostato con carcasa y sello.',
    price: 36,
  },
];

/** What customers ask; `{vehicle}` becomes theirs. */
export const QUESTIONS: { lang: 'en' | 'es'; subject: string; message: string }[] = [
  {
    lang: 'en',
    subject: 'Transmission slipping',
    message: 'My {vehicle} slips between 2nd and 3rd gear when it is warm. Can you take a look this week?',
  },
  {
    lang: 'en',
    subject: 'Check engine light',
    message: 'The check engine light came on in my {vehicle}. Do you do diagnostics on Saturdays?',
  },
  {
    lang: 'en',
    subject: 'Brake noise',
    message: 'My {vehicle} squeals when I brake at low speed. How soon can you fit me in?',
  },
  {
    lang: 'en',
    subject: 'Quote for a rebuild',
    message: 'How much would a full transmission rebuild cost for a {vehicle}?',
  },
  {
    lang: 'en',
    subject: 'A/C not cooling',
    message: 'The air conditioning in my {vehicle} blows warm air. Do you repair A/C systems?',
  },
  {
    lang: 'en',
    subject: 'Do you have this part?',
    message: 'Looking for a used alternator for a {vehicle}. Is one in stock?',
  },
  {
    lang: 'es',
    subject: 'Cotización de frenos',
    message: '¿Cuánto cuesta cambiar las balatas delanteras de mi {vehicle}?',
  },
  {
    lang: 'es',
    subject: 'La transmisión patina',
    message: 'Mi {vehicle} patina al pasar de segunda a tercera. ¿Pueden revisarla esta semana?',
  },
  {
    lang: 'es',
    subject: 'Luz de motor encendida',
    message: 'Se encendió la luz de "check engine" en mi {vehicle}. ¿Hacen diagnósticos el sábado?',
  },
  {
    lang: 'es',
    subject: 'Refacción disponible',
    message: '¿Tienen un alternador usado para {vehicle}? Lo necesito lo antes posible.',
  },
  {
    lang: 'es',
    subject: 'Aire acondicionado',
    message: 'El aire acondicionado de mi {vehicle} ya no enfría. ¿Cuánto cobran por revisarlo?',
  },
];

export const REPLIES = {
  en: 'Thanks for writing. Bring it in any weekday from 8:30 AM; the diagnosis is free with the repair.',
  es: 'Gracias por escribirnos. Tráigalo cualquier día entre semana desde las 8:30 a. m.; el diagnóstico es gratis con la reparación.',
};

export const APPOINTMENT_NOTES = [
  'Hard shifting when cold.',
  'Customer will wait in the lobby.',
  'Ruido al frenar, revisar balatas.',
  'Necesita cotización antes de reparar.',
  'Second opinion on a rebuild quote.',
];

export const CANCEL_REASONS = ['Customer rescheduled by phone.', 'El cliente ya no necesita el servicio.'];
