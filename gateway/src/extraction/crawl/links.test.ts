import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { pickFactPages, pickOtherPages, pickPriceLinks } from './links';
import { robotsToken } from './robots';
import { normalizeSiteUrl } from './site-url';

const base = new URL('https://www.joes.example/');
const pick = (links: string, limit = 6) => pickFactPages(load(`<body>${links}</body>`), base, limit).map((u) => u.pathname);

describe('pickFactPages', () => {
  it('ranks contact and hours pages above about and services', () => {
    expect(pick('<a href="/services">Services</a><a href="/about">About</a><a href="/hours">Hours</a><a href="/contact-us">Contact</a>')).toEqual([
      '/contact-us',
      '/hours',
      '/about',
      '/services',
    ]);
  });

  it('follows the areas of an image map, named by their alt text', () => {
    expect(pick('<img src="nav.gif" usemap="#nav"><map name="nav"><area shape="rect" coords="0,0,9,9" alt="Map & Directions" href="office.html"><area shape="rect" coords="9,0,19,9" alt="Home" href="index.html"></map>')).toEqual(['/office.html']);
  });

  it('treats joes.example and www.joes.example as one site but not other subdomains', () => {
    expect(pick('<a href="https://joes.example/contact">Contact</a><a href="https://shop.joes.example/contact">Contact</a>')).toEqual(['/contact']);
  });

  it('skips files, legal pages, blog posts and links without a hint', () => {
    expect(pick('<a href="/prices.pdf">Prices</a><a href="/privacy">Privacy</a><a href="/blog/our-hours-story">Hours</a><a href="/gallery">Gallery</a>')).toEqual([]);
  });

  it('fills what room is left with the pages the site\'s own menu lists, after the pages with a hint', () => {
    const menu = '<nav><a href="/index.html">Home</a><a href="/alterations.html">Alterations</a><a href="/prices.html">Prices</a></nav><p><a href="/gallery">Gallery</a></p>';
    expect(pick(menu)).toEqual(['/prices.html', '/index.html', '/alterations.html']);
    expect(pick(menu, 1)).toEqual(['/prices.html']);
  });

  it('lists the other pages apart: a menu\'s category cards ("Manicures", "Acrylics"), not files, legal pages or hinted pages', () => {
    const others = (links: string) => pickOtherPages(load(`<body>${links}</body>`), base, 6).map((u) => u.pathname);
    expect(others('<a class="card-link" href="acrylics.html"><h3>Acrylics</h3></a><a href="manicures.html">Manicures</a><a href="/contact">Contact</a><a href="/terms">Terms</a><a href="/list.pdf">List</a>')).toEqual(['/acrylics.html', '/manicures.html']);
  });

  it('picks the links that name a price list, for a fact page\'s links one step further in', () => {
    const links = '<a href="/pricelist">Price List</a><a href="/team">Our team</a><a href="/spa-menu">Spa</a><a href="/services">What we do</a>';
    expect(pickPriceLinks(load(`<body>${links}</body>`), base, 6).map((u) => u.pathname).sort()).toEqual(['/pricelist', '/services', '/spa-menu']);
  });

  it('keeps to the limit', () => {
    expect(pick('<a href="/contact">Contact</a><a href="/about">About</a><a href="/services">Services</a>', 2)).toHaveLength(2);
  });
});

describe('normalizeSiteUrl', () => {
  it('assumes https and drops the fragment', () => {
    expect(normalizeSiteUrl(' joesplumbing.com/contact#map ').href).toBe('https://joesplumbing.com/contact');
  });

  it.each(['joes', 'ftp://joes.com', 'https://user:pw@joes.com', ''])('rejects %j', (raw) => {
    expect(() => normalizeSiteUrl(raw)).toThrow(/valid/);
  });
});

describe('robotsToken', () => {
  it('matches robots.txt groups on the product token of the user agent', () => {
    expect(robotsToken('BooklineBot/1.0 (+https://bookline.example/bot)')).toBe('BooklineBot');
  });
});
