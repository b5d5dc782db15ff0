"""Explanations the rules core gives in words, in English and Japanese.

The core has no Qt, so it cannot use ``tr()``.  Instead every explanation is a
:class:`Msg`: a catalogue key plus parameters.  ``str(msg)`` is English (logs,
the CLI); the desktop asks ``msg.text("ja")``.  Parameters that are cards are
passed as card ints under names ending in ``card`` and rendered with suit
symbols, so both languages show the same glyphs.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .cards import JOKER, card_label, parse_card, rank_text

LANGUAGES = ("en", "ja")

SUIT_NAMES = {
    "en": ("clubs", "diamonds", "hearts", "spades", "joker"),
    "ja": ("クラブ", "ダイヤ", "ハート", "スペード", "ジョーカー"),
}
NO_TRUMP_NAME = {"en": "no trump", "ja": "切り札なし"}
HAMLET_KINDS = {
    "to_be": {"en": "To Be", "ja": "To Be（生きるべきか）"},
    "not_to_be": {"en": "Not To Be", "ja": "Not To Be（死ぬべきか）"},
}

# key -> {lang: template}.  Templates use str.format with the rendered params.
CATALOGUE: dict[str, dict[str, str]] = {
    "not_your_turn": {
        "en": "It is not seat {seat}'s turn (seat {expected} is to act).",
        "ja": "席 {seat} の手番ではありません（手番は席 {expected}）。",
    },
    "game_over": {
        "en": "The deal is over; no more actions are possible.",
        "ja": "この回は終了しています。これ以上の操作はできません。",
    },
    "unknown_action": {
        "en": "{action!r} is not an action of this game now (expected {expected}).",
        "ja": "「{action}」はいまこのゲームで行える操作ではありません（{expected} が必要です）。",
    },
    "bad_card_text": {
        "en": "{text!r} is not a card.",
        "ja": "「{text}」はカードではありません。",
    },
    "card_not_in_hand": {
        "en": "{card} is not in your hand.",
        "ja": "{card} は手札にありません。",
    },
    "must_follow": {
        "en": "You must follow suit: {lead_card} was led and you hold {suit}.",
        "ja": "マストフォローです。{lead_card} がリードされ、あなたは{suit}を持っています。",
    },
    "bid_too_low": {
        "en": "A bid of {bid} does not beat the highest bid so far ({high}).",
        "ja": "{bid} はこれまでの最高の宣言（{high}）より強くありません。",
    },
    "bid_range": {
        "en": "Bids run from {low} to {high}.",
        "ja": "宣言できるのは {low} から {high} までです。",
    },
    "joker_name_suit": {
        "en": "Leading the joker, name its suit: play JK C, D, H or S.",
        "ja": "ジョーカーをリードするときはマークを指定します（play JK C / D / H / S）。",
    },
    "crescendo_over": {
        "en": "Tricks {tricks} = {taken} > bid {bid} → +{taken}.",
        "ja": "トリック {tricks} = {taken} > 宣言 {bid} → +{taken}",
    },
    "crescendo_exact": {
        "en": "Tricks {tricks} = {taken}, exactly the bid {bid} → +{score}.",
        "ja": "トリック {tricks} = {taken}、宣言 {bid} ちょうど → +{score}",
    },
    "crescendo_under": {
        "en": "Tricks {tricks} = {taken} < bid {bid} → {score}.",
        "ja": "トリック {tricks} = {taken} < 宣言 {bid} → {score}",
    },
    "joker_only_when_void": {
        "en": "The joker may be led, or played when you cannot follow suit — not while you can.",
        "ja": "ジョーカーはリードするか、マストフォローできないときにだけ出せます。",
    },
    "hamlet_no_joker_choice": {
        "en": "The joker cannot be the face-down card; choose another.",
        "ja": "ジョーカーは伏せるカードにできません。別のカードを選んでください。",
    },
    "hamlet_pair": {
        "en": "Counts {counts}: two are equal, so seat {seat} (with {n}) is Hamlet. {kind}.",
        "ja": "トリック数 {counts}：2人が同数なので、{n} トリックの席 {seat} がハムレットです。{kind}。",
    },
    "hamlet_middle": {
        "en": "Counts {counts}: all differ, so the middle one, seat {seat} (with {n}), is Hamlet. {kind}.",
        "ja": "トリック数 {counts}：すべて異なるので、真ん中の {n} トリックの席 {seat} がハムレットです。{kind}。",
    },
    "allmighty_down_only": {
        "en": "A card goes face down only to give up the first lead, holding nothing but hearts and spades.",
        "ja": "裏向きに出せるのは、ハートとスペードしかなく第1トリックの台札を放棄するときだけです。",
    },
    "allmighty_must_give_up": {
        "en": "The first lead may not be a heart or a spade, and you hold only those: play one face down to pass the lead on.",
        "ja": "第1トリックの台札にハートとスペードは出せません。それしかないので、1枚を裏向きに出して台札を次の人に渡します。",
    },
    "allmighty_first_lead": {
        "en": "The first lead of the game may not be a heart or a spade.",
        "ja": "ゲーム最初の台札にハートとスペードは出せません。",
    },
    "allmighty_yoromeki": {
        "en": "Yoromeki: {card} wins because the A♠ is in the same trick.",
        "ja": "よろめき：同じトリックに A♠ があるので {card} の勝ちです。",
    },
    "allmighty_almighty": {
        "en": "Almighty: the A♠ beats every card.",
        "ja": "オールマイティ：A♠ はどのカードにも勝ちます。",
    },
    "allmighty_same_two": {
        "en": "Same Two: every card is one suit, so {card} wins.",
        "ja": "セイム・ツー：全部同じマークなので {card} の勝ちです。",
    },
    "allmighty_trump": {
        "en": "{card} is the highest trump.",
        "ja": "{card} がいちばん強い切り札です。",
    },
    "allmighty_led": {
        "en": "{card} is the highest card of the led suit.",
        "ja": "{card} が台札のマークでいちばん強いカードです。",
    },
    "allmighty_reversal": {
        "en": "Reversal: one player took all six minus cards, so every value changes sign.",
        "ja": "得失点の逆転：失点札6枚をすべて1人が取ったので、すべての点数の符号が逆になります。",
    },
    "allmighty_sum": {
        "en": "Each score is the sum of the plus and minus cards taken.",
        "ja": "得点は取った得点札と失点札の合計です。",
    },
    "hint_bid": {
        "en": "Bid {bid}: this hand should make about {points} points.",
        "ja": "{bid} を宣言しましょう。この手札ならおよそ {points} 点取れそうです。",
    },
    "hint_pass": {
        "en": "Pass: this hand makes about {points} points, short of a winning bid.",
        "ja": "パスしましょう。この手札ではおよそ {points} 点で、勝てる宣言に届きません。",
    },
    "hint_win_cheaply": {
        "en": "Take trick {n} with {card}, the cheapest card that wins it.",
        "ja": "{card} で第 {n} トリックを取りましょう。勝てるなかで最も安いカードです。",
    },
    "hint_throw_low": {
        "en": "Throw {card}: this trick is not worth winning for you.",
        "ja": "{card} を捨てましょう。このトリックは取る必要がありません。",
    },
    "hint_lead_low": {
        "en": "Lead {card}: a low card that gives little away.",
        "ja": "{card} をリードしましょう。相手に得をさせにくい低いカードです。",
    },
    "hint_lead_strength": {
        "en": "Lead {card}: trick {n} is worth winning, and this card is strong.",
        "ja": "{card} をリードしましょう。第 {n} トリックは取る価値があり、このカードは強いです。",
    },
    "hint_joker_lead": {
        "en": "Lead the joker naming {suit}: the others are likely out of it.",
        "ja": "ジョーカーを{suit}としてリードしましょう。他の人はそのマークを持っていなさそうです。",
    },
    "hint_hamlet_choose": {
        "en": "Put down {card}: a plain card of your longest suit ({suit}) pulls trump your way.",
        "ja": "{card} を伏せましょう。いちばん長い{suit}の絵札でないカードで、切り札を自分に有利にします。",
    },
    "hint_joker_wins_led": {
        "en": "Lead the joker: led, it always wins the trick.",
        "ja": "ジョーカーをリードしましょう。リードしたジョーカーは必ず勝ちます。",
    },
    "hint_joker_discard": {
        "en": "Throw the joker: played when you cannot follow, it always loses.",
        "ja": "ジョーカーを捨てましょう。フォローできないときに出すと必ず負けます。",
    },
    "hint_duck": {
        "en": "Duck with {card}: you do not want this trick, and this is your highest loser.",
        "ja": "{card} で見送りましょう。このトリックはいらず、負けるカードで一番高いものです。",
    },
    "hint_down": {
        "en": "Give up the lead with {card} face down: it costs the least to lose.",
        "ja": "{card} を裏向きに出して台札を放棄しましょう。失っても損が一番小さいカードです。",
    },
    "hint_take_plus": {
        "en": "Win with {card}: the trick would bring you {points} points.",
        "ja": "{card} で勝ちましょう。このトリックで {points} 点になります。",
    },
    "hint_dump": {
        "en": "Throw {card}: someone else takes this trick, and its points.",
        "ja": "{card} を捨てましょう。このトリックとその点数は他の人のものになります。",
    },
    "hint_least_harm": {
        "en": "Play {card}: every card of yours wins here, and this one costs least.",
        "ja": "{card} を出しましょう。どれを出しても勝つので、いちばん損の小さいカードです。",
    },
    "coop_first_lead": {
        "en": "The first lead must be {card}.",
        "ja": "最初のリードは {card} でなければなりません。",
    },
    "coop_cond_tricks": {
        "en": "Tricks {counts} make the pattern {pattern} in some order",
        "ja": "獲得トリック数 {counts} が {pattern} の組み合わせになっている",
    },
    "coop_cond_suits": {
        "en": "The last cards {cards} are of four different suits",
        "ja": "最後に残った札 {cards} のマークがすべて異なる",
    },
    "coop_cond_swap": {
        "en": "Round 1 split 8-4 ({first}) and round 2 the other way round ({second})",
        "ja": "第1ラウンドが 8-4（{first}）、第2ラウンドがその逆（{second}）",
    },
    "coop_cond_pairs": {
        "en": "Hearts and diamonds were kept in one round, spades and clubs in the other",
        "ja": "ハートとダイヤを同じラウンドで、スペードとクラブをもう一方のラウンドで残した",
    },
    "coop_won": {
        "en": "Every condition holds: the team wins. Score: {high_card} ({high}) of the player with the most tricks − {low_card} ({low}) of the player with the fewest + 12 = {score}.",
        "ja": "すべての条件を満たしました。チームの勝ちです。得点：最多トリックの人の {high_card}（{high}）− 最少トリックの人の {low_card}（{low}）+ 12 = {score}",
    },
    "coop_lost": {
        "en": "Not every condition holds: the team loses together.",
        "ja": "条件を満たせませんでした。全員の負けです。",
    },
    "coop_bad_talk": {
        "en": "{text!r} is not table talk here (plan with this game's counts, keep SUIT, want win, want lose).",
        "ja": "「{text}」はここで使える相談ではありません（plan・keep・want win・want lose）。",
    },
    "coop_reveal_dummy": {
        "en": "{card} is not in the dummy's hand.",
        "ja": "{card} はダミーの手札にありません。",
    },
    "coop_reveal_twice": {
        "en": "One card of {suit} is already face up this round.",
        "ja": "このラウンドでは{suit}はすでに1枚表になっています。",
    },
    "hint_reveal": {
        "en": "Turn up one of the dummy's {suit} — any of them: you cannot see which is which.",
        "ja": "ダミーの{suit}を1枚表にしましょう。どれを選んでも中身は分かりません。",
    },
    "hint_only_card": {
        "en": "{card} is the only card that may be played.",
        "ja": "出せるカードは {card} だけです。",
    },
    "hint_coop_lead_high": {
        "en": "Lead {card}: this hand has {have} of its {target} tricks and needs more.",
        "ja": "{card} をリードしましょう。この手は目標 {target} トリックのうち {have} トリックで、まだ足りません。",
    },
    "hint_coop_lead_low": {
        "en": "Lead {card}: this hand has its {target} tricks ({have}) and should not take more.",
        "ja": "{card} をリードしましょう。この手は目標の {target} トリックに達していて（{have}）、これ以上取らない方がよいです。",
    },
    "hint_coop_take": {
        "en": "Take it with {card}: {have} of {target} tricks so far.",
        "ja": "{card} で取りましょう。ここまで目標 {target} トリック中 {have} トリックです。",
    },
    "hint_coop_duck": {
        "en": "Play {card} and let the trick go: {have} of {target} tricks so far.",
        "ja": "{card} を出してトリックを譲りましょう。ここまで目標 {target} トリック中 {have} トリックです。",
    },
    "exchange_too_many": {
        "en": "You may exchange at most {limit} cards.",
        "ja": "交換できるのは {limit} 枚までです。",
    },
    "exchange_duplicate": {
        "en": "{card} is named twice in the exchange.",
        "ja": "{card} が交換に二度指定されています。",
    },
    "bad_trump": {
        "en": "{text!r} is not a trump choice (use S, H, D, C or NT).",
        "ja": "「{text}」は切り札に指定できません（S, H, D, C, NT のいずれか）。",
    },
    # Explanations of outcomes and hints.
    "trick_won_follow": {
        "en": "{play_card} beats {lead_card}: same suit, higher rank.",
        "ja": "{play_card} が {lead_card} に勝ちました（同じマークでより強い）。",
    },
    "trick_won_trump": {
        "en": "{play_card} is a trump and beats the {lead_card} lead.",
        "ja": "{play_card} は切り札なので {lead_card} のリードに勝ちます。",
    },
    "trick_won_joker": {
        "en": "The joker beats every card.",
        "ja": "ジョーカーはどのカードにも勝ちます。",
    },
    "trick_lost_lower": {
        "en": "{play_card} is lower than {lead_card}: both cards go to your hand.",
        "ja": "{play_card} は {lead_card} より弱いので、2枚とも手札に入ります。",
    },
    "trick_lost_offsuit": {
        "en": "{play_card} is neither the led suit nor trump, so it cannot win: both cards go "
        "to your hand.",
        "ja": "{play_card} はリードのマークでも切り札でもないので勝てません。2枚とも手札に入ります。",
    },
    "trick_lost_joker_lead": {
        "en": "The dummy led the joker; nothing can beat it. Both cards go to your hand.",
        "ja": "ダミーがジョーカーをリードしたので勝てません。2枚とも手札に入ります。",
    },
    "hint_follow_lowest": {
        "en": "Play {card}: the lowest {suit} that beats {lead_card}; your higher cards stay "
        "for later leads.",
        "ja": "{card} を出しましょう。{lead_card} に勝てる最も低い{suit}で、強いカードは後のために残せます。",
    },
    "hint_trump_lowest": {
        "en": "Play {card}: you have no {suit}, and your lowest trump wins the trick.",
        "ja": "{card} を出しましょう。{suit}がないので、いちばん低い切り札で勝てます。",
    },
    "hint_joker": {
        "en": "Play the joker: no other card of yours can win this trick.",
        "ja": "ジョーカーを出しましょう。他のカードではこのトリックに勝てません。",
    },
    "hint_cannot_win": {
        "en": "No card of yours wins this trick; a lost card comes back to your hand, so "
        "{card} costs nothing.",
        "ja": "このトリックに勝てるカードはありません。負けたカードは手札に戻るので、{card} を出しても損はありません。",
    },
    "hint_save_joker": {
        "en": "Play {card}: you cannot win without the joker, and it is worth more later.",
        "ja": "{card} を出しましょう。ジョーカーなしでは勝てず、ジョーカーは後で使う方が得です。",
    },
    "hint_search_play": {
        "en": "Play {card}: with perfect play afterwards it wins in {wins} of {worlds} "
        "possible orders of the unseen cards.",
        "ja": "{card} を出しましょう。見えていないカードの並びを {worlds} 通り試すと、その後を最善に進めて {wins} 通りで勝てます。",
    },
    "hint_search_lose": {
        "en": "Let this trick go: keeping your winners wins in {wins} of {worlds} possible "
        "orders of the unseen cards.",
        "ja": "このトリックは負けておきましょう。勝てるカードを残すと、見えていないカードの並び {worlds} 通り中 {wins} 通りで勝てます。",
    },
    "hint_search_trump": {
        "en": "Choose {suit} as trump: it wins in {wins} of {worlds} possible orders of the stock.",
        "ja": "{suit}を切り札にしましょう。山札の並びを {worlds} 通り試すと {wins} 通りで勝てます。",
    },
    "hint_search_exchange": {
        "en": "Exchange {cards}: of the exchanges tried, this one wins in the most possible "
        "orders of the stock ({wins} of {worlds}).",
        "ja": "{cards} を交換しましょう。試した交換のうち、山札の並び {worlds} 通り中 {wins} 通りで勝てる最善の交換です。",
    },
    "hint_search_keep": {
        "en": "Keep your hand: no exchange tried does better ({wins} wins in {worlds} "
        "possible orders of the stock).",
        "ja": "交換しないでおきましょう。試したどの交換もこれ以上にはなりません（山札の並び {worlds} 通り中 {wins} 通りで勝ち）。",
    },
    "hint_search": {
        "en": "{action}: over {worlds} possible deals of the unseen cards, played out to the "
        "end, it averages {gain} points more than the simple choice.",
        "ja": "{action}。見えていないカードの配り方を {worlds} 通り試して最後まで進めると、単純な選択より平均 {gain} 点よくなります。",
    },
    "score_solitaire": {
        "en": "Score: dummy cards left {stock} − cards in hand {hand} = {score}",
        "ja": "得点：山札の残り {stock} − 手札 {hand} = {score}",
    },
    "hint_exchange": {
        "en": "Exchange {count} card(s): {cards}. They are unlikely to win a trick, and "
        "each exchange still leaves enough dummy cards to empty your hand.",
        "ja": "{count} 枚を交換しましょう：{cards}。トリックに勝ちにくいカードで、交換後もダミーの札は足ります。",
    },
    "hint_keep_hand": {
        "en": "Keep your hand: every exchange adds a card to your hand and takes two from "
        "the dummy.",
        "ja": "交換しないでおきましょう。交換すると手札が1枚増え、ダミーの札が2枚減ります。",
    },
    "hint_trump": {
        "en": "Choose {suit} as trump: it is your strongest suit ({count} cards).",
        "ja": "{suit}を切り札にしましょう。いちばん強いマークです（{count} 枚）。",
    },
    "hint_no_trump": {
        "en": "Choose no trump: none of your suits is long enough to be worth it.",
        "ja": "切り札なしにしましょう。切り札にするほど長いマークがありません。",
    },
}


def render_param(name: str, value: Any, lang: str) -> str:
    if name.endswith("cards") and isinstance(value, (list, tuple)):
        separator = "、" if lang == "ja" else ", "
        return separator.join(render_param("card", card, lang) for card in value)
    if name.endswith("card") and isinstance(value, int):
        label = card_label(value)
        if value == JOKER and lang == "ja":
            return "ジョーカー"
        return label
    if name == "suit" and isinstance(value, int):
        if value < 0:
            return NO_TRUMP_NAME[lang]
        return SUIT_NAMES[lang][value]
    if name == "kind" and value in HAMLET_KINDS:
        return HAMLET_KINDS[value][lang]
    if name == "action" and isinstance(value, str):
        return render_action(value, lang)
    if name == "rank" and isinstance(value, int):
        return rank_text(value)
    return str(value)


ACTION_VERBS = {
    "play": {"en": "Play {0}", "ja": "{0} を出す"},
    "bid": {"en": "Bid {0}", "ja": "{0} をビッド"},
    "pass": {"en": "Pass", "ja": "パス"},
    "choose": {"en": "Choose {0}", "ja": "{0} を選ぶ"},
    "down": {"en": "Give up with {0} face down", "ja": "{0} を伏せて降りる"},
    "reveal": {"en": "Turn up {0}", "ja": "{0} を表にする"},
    "exchange": {"en": "Exchange {0}", "ja": "{0} を交換"},
    "trump": {"en": "Trump: {0}", "ja": "切り札: {0}"},
}
NO_EXCHANGE = {"en": "Keep the hand (no exchange)", "ja": "交換しない"}
TRUMP_LETTERS = {"C": 0, "D": 1, "H": 2, "S": 3, "NT": -1}


def render_action(action: str, lang: str) -> str:
    """An action string in words: ``play 10H`` → "Play 10♥"."""
    verb, _, rest = action.partition(" ")
    template = ACTION_VERBS.get(verb)
    if template is None:
        return action
    if verb == "exchange" and not rest:
        return NO_EXCHANGE[lang if lang in NO_EXCHANGE else "en"]
    if verb == "trump" and rest == "NT":
        return "No trump" if lang != "ja" else NO_TRUMP_NAME["ja"]
    if verb == "trump" and rest in TRUMP_LETTERS:
        suit = render_param("suit", TRUMP_LETTERS[rest], lang)
        return template[lang if lang in template else "en"].format(suit)
    words = []
    for word in rest.split(" ") if rest else []:
        try:
            words.append(render_param("card", parse_card(word), lang))
        except ValueError:
            words.append(word)
    return template[lang if lang in template else "en"].format(" ".join(words))


@dataclass(frozen=True)
class Msg:
    """A translatable explanation: catalogue ``key`` with ``params``."""

    key: str
    params: dict[str, Any] = field(default_factory=dict)

    def text(self, lang: str = "en") -> str:
        templates = CATALOGUE.get(self.key)
        if templates is None:
            return self.key
        template = templates.get(lang) or templates["en"]
        rendered = {k: render_param(k, v, lang) for k, v in self.params.items()}
        return template.format(**rendered)

    def __str__(self) -> str:
        return self.text("en")
