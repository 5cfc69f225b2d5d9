// Contact details and IDs as students type them in chat: obfuscated emails and sites, handles without @,
// digits spelled out or read in groups, IPv6; and the math talk and ordinary words that look like them.
import { describe, expect, it } from 'vitest';
import { chatCues, CUE_AT, CUE_NUMBER_WORDS, CUE_DOT, CUE_PLATFORM } from '../../../lambdas/core/detect/recognizers/contact.js';
import type { SegmentLabel } from '../../../lambdas/core/schema.js';
import { detected as found } from '../helpers.js';

function ofType(type: string, text: string, label: SegmentLabel = 'NON_MATH'): string[] {
  return found(text, label).filter((f) => f.startsWith(`${type}:`));
}

describe('obfuscated emails', () => {
  it.each([
    ['my email is jdoe22 at gmail dot com', 'jdoe22 at gmail dot com'],
    ['my moms email is rosa_hdz (at) outlook (dot) com if u need it', 'rosa_hdz (at) outlook (dot) com'],
    ['send it to deshawn.w at gmail.com', 'deshawn.w at gmail.com'],
    ['its bella underscore m 2011 at yahoo dot com', 'bella underscore m 2011 at yahoo dot com'],
    ['kenji [at] hotmail [dot] com', 'kenji [at] hotmail [dot] com'],
    ['its john dot smith at yahoo dot com', 'john dot smith at yahoo dot com'],
    ['MY EMAIL IS JDOE22 AT GMAIL DOT COM', 'JDOE22 AT GMAIL DOT COM'],
    ['email mr.lee at westfield dot org about the retake', 'mr.lee at westfield dot org'],
    ['just send it to mia at gmail', 'mia at gmail'],
    // a local part no word is spelled like, before a domain said aloud, with no email word near
    ["It's on the syllabus. rcastellanos at brookfieldschools dot org.", 'rcastellanos at brookfieldschools dot org'],
  ])('%s', (text, address) => {
    // Prepare / Act / Assess: the whole written form is one span, the name inside it is not a PERSON
    expect(found(text)).toEqual([`EMAIL_ADDRESS:${address}`]);
  });

  it("reads no name and its at before a mailbox as the host's words", () => {
    // Prepare / Act
    const spans = found('Your grown-up can email Dr. Whitlock at jwhitlock at lakeshorestate dot edu.');
    // Assess
    expect(spans.filter((s) => s.startsWith('EMAIL'))).toEqual(['EMAIL_ADDRESS:jwhitlock at lakeshorestate dot edu']);
  });

  it('finds one in math talk', () => {
    // Prepare / Act / Assess
    expect(ofType('EMAIL_ADDRESS', 'x = 7 so the answer is 14. email it to kev_b12 at hotmail dot com', 'MATH')).toEqual([
      'EMAIL_ADDRESS:kev_b12 at hotmail dot com',
    ]);
  });

  it.each([
    ['meet at school dot', 'NON_MATH'],
    ['look at the dot plot', 'MATH'],
    ["I'm at home", 'NON_MATH'],
    ['im at school rn', 'NON_MATH'],
    ['meet at school dot com', 'NON_MATH'],
    ['I was at yahoo for two years', 'NON_MATH'],
    ['f at 2 is 9 and f at 3 is 14', 'MATH'],
    ['at x = 3 dot 5 the graph crosses the axis', 'MATH'],
    ['look at a dot b, the dot product', 'MATH'],
    ['put a dot at point a dot b', 'MATH'],
  ] as const)('leaves "%s" alone', (text, label) => {
    // Prepare / Act / Assess
    expect(ofType('EMAIL_ADDRESS', text, label)).toEqual([]);
  });
});

describe('obfuscated sites', () => {
  it('flags a private site named with a spelled-out dot', () => {
    // Prepare / Act / Assess
    expect(found("my brother's site is jakebuilds dot net")).toEqual(['URL:jakebuilds dot net']);
    expect(ofType('URL', 'check out mathfun (dot) org for the games')).toEqual(['URL:mathfun (dot) org']);
  });

  it('flags a link on a link-in-bio, form or site-builder domain', () => {
    // Prepare / Act / Assess
    expect(ofType('URL', "Or the linktree, it's linktr.ee/biancabakes")).toEqual(['URL:linktr.ee/biancabakes']);
    expect(ofType('URL', 'Permission forms are on the club page, forms.gle/pT8vQm3ZxL2k, or email me')).toEqual(['URL:forms.gle/pT8vQm3ZxL2k']);
    expect(ofType('URL', 'and i made a page canva.site/summersitsohio')).toEqual(['URL:canva.site/summersitsohio']);
    // a written host, its path said aloud
    expect(ofType('URL', 'yeah cr.northvalleyusd.org slash login, it keeps kicking me out')).toEqual(['URL:cr.northvalleyusd.org slash login']);
  });

  it('leaves public sites, the dot com bubble and vector talk alone', () => {
    // Prepare / Act / Assess
    expect(found('we use ixl dot com at school')).toEqual([]);
    expect(found('we watched youtube dot com videos')).toEqual([]);
    expect(ofType('URL', 'the dot com bubble was in 2000')).toEqual([]);
    expect(found('u dot v is 12 and a dot b is 0', 'MATH')).toEqual([]);
    expect(found('x dot co', 'MATH')).toEqual([]);
  });
});

describe('an address written with spaces around its @ and dots', () => {
  it('is one email, the spaces kept', () => {
    // Prepare / Act / Assess
    expect(ofType('EMAIL_ADDRESS', 'kaylam2011 @ gmail . com')).toEqual(['EMAIL_ADDRESS:kaylam2011 @ gmail . com']);
    // a period with a space only after it ends a sentence: "Two at four. Me and Nia." holds no address
    expect(ofType('EMAIL_ADDRESS', 'Two at four. Me and Nia.')).toEqual([]);
    expect(ofType('EMAIL_ADDRESS', 'its rosa_h @gmail.com')).toEqual(['EMAIL_ADDRESS:rosa_h @gmail.com']);
  });
  it('needs a known top-level domain', () => {
    // Prepare / Act / Assess: "@" as "at" a price, or between numbers
    expect(ofType('EMAIL_ADDRESS', '3 pens @ 2.50 each', 'MATH')).toEqual([]);
    expect(ofType('EMAIL_ADDRESS', 'x @ y . z', 'MATH')).toEqual([]);
  });
});

describe('handles written without @ after a platform word', () => {
  it.each([
    ['add me on snap its jaylen_2k10', 'jaylen_2k10'],
    ['dm me on insta: sofi_rocks09', 'sofi_rocks09'],
    ['my roblox username is xXdragonXx2011', 'xXdragonXx2011'],
    ['my discord is ghostrider#4471', 'ghostrider#4471'],
    ['my ig is sofia.r', 'sofia.r'],
    ['Insta: kayla.b22', 'kayla.b22'],
    ['my tiktok is mathqueen_zoe.', 'mathqueen_zoe'],
    ['my xbox gamertag is NoScope_Nate', 'NoScope_Nate'],
    // the platform named only in the tutor's question before: "add me" is the cue
    ['ya add me its mxrcus_09', 'mxrcus_09'],
    // "user" after the platform; a made-up word after the speaker's own platform
    ['my roblox user is pizzaboi_2011 if u play', 'pizzaboi_2011'],
    ['i stream sometimes, my twitch is kaydenplayz', 'kaydenplayz'],
    // the platform named between the username word and "is"
    ['my username on khan academy is mathwhiz_kayla09 if you want to assign me stuff', 'mathwhiz_kayla09'],
    // said before its platform
    ["It's my art page, kaiya.draws.things on TikTok.", 'kaiya.draws.things'],
    ["I stream too sometimes, I'm TomTheBomb_07 on there.", 'TomTheBomb_07'],
    ['I started a slime account. its summer dot makes dot slime on tiktok', 'summer dot makes dot slime'],
    // a payment app's cashtag
    ['Sure, my cashtag is $AdaezeTutors. Same $45 as always.', '$AdaezeTutors'],
  ])('%s', (text, handle) => {
    // Prepare / Act / Assess: the handle wins over a first name inside it
    expect(found(text)).toEqual([`SOCIAL_HANDLE:${handle}`]);
  });

  it.each([
    ['add me on snap later', 'NON_MATH'],
    ['my discord is down', 'NON_MATH'],
    ['my discord is down again lol', 'NON_MATH'],
    ['i forgot my username lol', 'NON_MATH'],
    ['my insta is private', 'NON_MATH'],
    ['username: 1234', 'NON_MATH'],
    ['my snap is 2nd best', 'NON_MATH'],
    ['snap 2 fingers and say 3x', 'MATH'],
    ['handle x2 carefully in step 2', 'MATH'],
    ['follow me: x_1 + x_2 = 10', 'MATH'],
    ['add me to the group chat pls', 'NON_MATH'],
    ['add me 12ab and 3x', 'MATH'],
    ['my twitch is lagging', 'NON_MATH'],
    ['i watched ninja on twitch and it was kaydenplayz', 'NON_MATH'],
    ['my username on khan academy is the same as my email', 'NON_MATH'],
    // a creator's name, a number of hours before the platform
    ['I watched MrBeast on YouTube', 'NON_MATH'],
    ['it was 3.5 on TikTok', 'MATH'],
    ['divide by two dot five on tiktok', 'NON_MATH'],
    ['send me $abc$ now', 'MATH'],
    ['pay in $USD please', 'NON_MATH'],
  ] as const)('leaves "%s" alone', (text, label) => {
    // Prepare / Act / Assess
    expect(ofType('SOCIAL_HANDLE', text, label)).toEqual([]);
  });
});

describe("a forum's usernames where the forum writes them", () => {
  it.each([
    ['> rocketboi_44 wrote:\n> you have to flip the second one.', ['SOCIAL_HANDLE:rocketboi_44']],
    ['> noahlind wrote:\n> (3, 2)', ['SOCIAL_HANDLE:noahlind']],
    ['This post was edited by mod_adeyemi. Reason: personal information removed.', ['SOCIAL_HANDLE:mod_adeyemi']],
    ['Post hidden by moderator ms.castellanos (contains contact information).', ['SOCIAL_HANDLE:ms.castellanos']],
    // a word or a name written as a person writes it is no username
    ['The post was edited by mom.', []],
    ['The bill was passed by the senate.', []],
  ])('%j', (text, want) => {
    expect(ofType('SOCIAL_HANDLE', text)).toEqual(want);
  });
});

describe("a chat server's lines about a username", () => {
  it.each([
    ['devp07 joined the channel #calc-help', ['SOCIAL_HANDLE:devp07']],
    ['okafor.tutor left the channel', ['SOCIAL_HANDLE:okafor.tutor']],
    ['isaac_b reacted with 🫡', ['SOCIAL_HANDLE:isaac_b']],
    ['CalcBot: 📌 aaliyah.b pinned a message to this channel.', ['SOCIAL_HANDLE:aaliyah.b']],
    ['Welcome glitter.grace! Say hi 👋', ['SOCIAL_HANDLE:glitter.grace']],
    // a word, a name as a person writes it, or a number is no username
    ['mom left for work', []],
    ['Welcome back, everyone!', []],
    ['12 left.', []],
    ['15.50 left, and 45 is more than that.', []],
  ])('%j', (text, want) => {
    expect(ofType('SOCIAL_HANDLE', text)).toEqual(want);
  });
});

describe('broadcast mentions', () => {
  it('are not handles; a person mentioned beside them is', () => {
    // Prepare / Act / Assess
    expect(found('@everyone please mute when you are not talking')).toEqual([]);
    expect(found('@here can you all see my screen?')).toEqual([]);
    expect(ofType('SOCIAL_HANDLE', '@channel reminder: quiz friday, ask @maya_t22 for notes')).toEqual(['SOCIAL_HANDLE:@maya_t22']);
  });

  it('take the hyphens inside a handle, not one after it', () => {
    expect(ofType('SOCIAL_HANDLE', 'for payment you can venmo me @Ruth-Adeyemi-4, the profile pic is a sunflower')).toEqual(['SOCIAL_HANDLE:@Ruth-Adeyemi-4']);
    expect(ofType('SOCIAL_HANDLE', 'hey @maria- can you check')).toEqual(['SOCIAL_HANDLE:@maria']);
  });
});

describe('IPv6', () => {
  it('finds compressed and full addresses', () => {
    // Prepare / Act / Assess
    expect(found('my ipv6 is 2001:db8:85a3::8a2e:370:7334 apparently')).toEqual(['IP_ADDRESS:2001:db8:85a3::8a2e:370:7334']);
    expect(ofType('IP_ADDRESS', 'keep getting address 6e40:4041:c617:e898:c11:40d2:c669:2eb4 blocked')).toEqual([
      'IP_ADDRESS:6e40:4041:c617:e898:c11:40d2:c669:2eb4',
    ]);
  });

  it.each([
    ['The ratio 3:4:5:12 has four parts.', 'MATH'],
    ['the ratio 1:2:3:4:5:6:7:8 is eight parts', 'MATH'],
    ['class starts at 10:30:45', 'NON_MATH'],
    ['a::b in c++ means the b inside a', 'NON_MATH'],
    ['the odds are 12:25:31', 'MATH'],
  ] as const)('leaves "%s" alone', (text, label) => {
    // Prepare / Act / Assess
    expect(ofType('IP_ADDRESS', text, label)).toEqual([]);
  });
});

describe('chat cues', () => {
  it('are found in one pass and reported as bits', () => {
    // Prepare / Act / Assess
    expect(chatCues('add me on Snap')).toBe(CUE_PLATFORM);
    expect(chatCues('jdoe at gmail dot com')).toBe(CUE_AT | CUE_DOT);
    expect(chatCues('two one two')).toBe(CUE_NUMBER_WORDS);
    expect(chatCues('what is 3 + 4?')).toBe(0);
    // "at" inside a word, "one" alone, "dotted" are no cues
    expect(chatCues('that one is dotted')).toBe(0);
  });
});
