<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>AuctionPanel</name>
    <message>
        <location filename="../../desktop/trick_table.py" line="94"/>
        <source>Pass</source>
        <translation>パス</translation>
    </message>
</context>
<context>
    <name>ChooserPage</name>
    <message>
        <location filename="../../desktop/main_window.py" line="95"/>
        <source>Choose a game</source>
        <translation>ゲームを選んでください</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="104"/>
        <source>{n} player(s)</source>
        <translation>{n} 人用</translation>
    </message>
</context>
<context>
    <name>CoopTable</name>
    <message>
        <location filename="../../desktop/coop_table.py" line="95"/>
        <source>You said: {text}</source>
        <translation>あなたの発言：{text}</translation>
    </message>
    <message>
        <location filename="../../desktop/coop_table.py" line="165"/>
        <source>That card cannot be played now.</source>
        <translation>そのカードは今は出せません。</translation>
    </message>
    <message>
        <location filename="../../desktop/coop_table.py" line="239"/>
        <source>Dummy</source>
        <translation>ダミー</translation>
    </message>
    <message>
        <location filename="../../desktop/coop_table.py" line="248"/>
        <source>tricks {n} / {target}</source>
        <translation>トリック {n} / {target}</translation>
    </message>
    <message>
        <location filename="../../desktop/coop_table.py" line="251"/>
        <source>keeps {suit}</source>
        <translation>残す {suit}</translation>
    </message>
    <message>
        <location filename="../../desktop/coop_table.py" line="260"/>
        <source>Goal: tricks {pattern}, last cards of four suits · ♠ trump</source>
        <translation>目標：トリック {pattern}、最後の札は4種のマーク ・ ♠が切り札</translation>
    </message>
    <message>
        <location filename="../../desktop/coop_table.py" line="264"/>
        <source>round {n}</source>
        <translation>第 {n} ラウンド</translation>
    </message>
    <message>
        <location filename="../../desktop/coop_table.py" line="282"/>
        <source>Memory aid (practice) — played:</source>
        <translation>記憶補助（練習用）— 出た札：</translation>
    </message>
    <message>
        <location filename="../../desktop/coop_table.py" line="286"/>
        <source>Turn up one of the dummy&apos;s cards of each suit: click a back.</source>
        <translation>ダミーの各マークから1枚ずつ表にします。裏面をクリックしてください。</translation>
    </message>
    <message>
        <location filename="../../desktop/coop_table.py" line="293"/>
        <source>The dummy&apos;s turn: click one of its open cards, or a back to play a hidden card of that suit.</source>
        <translation>ダミーの番です。表のカードか、裏面（そのマークの伏せ札）をクリックしてください。</translation>
    </message>
</context>
<context>
    <name>DealSummaryDialog</name>
    <message>
        <location filename="../../desktop/main_window.py" line="302"/>
        <source>End of the deal</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="306"/>
        <source>Nobody could start the deal: it is dealt again.</source>
        <translation>このディールは成立しませんでした。配り直します。</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="319"/>
        <source>Match over: {names} win(s) with {total}.</source>
        <translation>マッチ終了：{names} の勝ち（{total} 点）。</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="327"/>
        <source>New match</source>
        <translation>新しいマッチ</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="327"/>
        <source>Next deal</source>
        <translation>次のディール</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="329"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
</context>
<context>
    <name>EndDialog</name>
    <message>
        <location filename="../../desktop/main_window.py" line="118"/>
        <source>End of the deal</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="119"/>
        <source>You won!</source>
        <translation>あなたの勝ちです！</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="119"/>
        <source>You lost</source>
        <translation>あなたの負けです</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="125"/>
        <source>Your last card won the last trick: your hand is empty.</source>
        <translation>最後の1枚でトリックに勝ち、手札がなくなりました。</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="127"/>
        <source>The dummy ran out of cards with {n} still in your hand.</source>
        <translation>手札が {n} 枚残ったまま、ダミーの山札がなくなりました。</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="136"/>
        <source>Tricks: {won} won, {lost} lost · exchanged {d} · deal number {number}</source>
        <translation>トリック：{won} 勝 {lost} 敗 ・ 交換 {d} 枚 ・ ディール番号 {number}</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="146"/>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="148"/>
        <source>Restart this deal</source>
        <translation>このディールをやり直す</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="150"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <location filename="../../desktop/main_window.py" line="342"/>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../desktop/main_window.py" line="454"/>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="472"/>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="477"/>
        <source>&amp;Settings</source>
        <translation>設定(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="478"/>
        <source>Animation speed</source>
        <translation>アニメーションの速さ</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="483"/>
        <source>Pause after a trick</source>
        <translation>トリック後の間</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="489"/>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="495"/>
        <source>&amp;New game</source>
        <translation>新しいゲーム(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="496"/>
        <source>&amp;Restart this deal</source>
        <translation>このディールをやり直す(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="497"/>
        <source>Play deal &amp;number…</source>
        <translation>ディール番号を指定して遊ぶ(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="498"/>
        <source>&amp;Open record…</source>
        <translation>棋譜を開く(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="499"/>
        <source>&amp;Save record…</source>
        <translation>棋譜を保存(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="500"/>
        <source>&amp;Copy game record</source>
        <translation>棋譜をコピー(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="501"/>
        <source>&amp;Paste game record</source>
        <translation>棋譜を貼り付けて再開(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="502"/>
        <source>Choose another &amp;game</source>
        <translation>別のゲームを選ぶ(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="503"/>
        <source>Game &amp;options…</source>
        <translation>ゲームのオプション(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="504"/>
        <source>Score &amp;sheet…</source>
        <translation>得点表(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="505"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="506"/>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="507"/>
        <source>&amp;Redo</source>
        <translation>やり直し(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="508"/>
        <source>&amp;Hint</source>
        <translation>ヒント(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="509"/>
        <source>&amp;Rules of this game</source>
        <translation>このゲームのルール(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="510"/>
        <source>&amp;About Torite</source>
        <translation>Torite について(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="511"/>
        <source>&amp;Four-colour suits (♣ green, ♦ blue)</source>
        <translation>4色のマーク(&amp;F)（♣ 緑、♦ 青）</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="512"/>
        <source>&amp;Memory aid: show played cards (practice, co-op)</source>
        <translation>記憶補助：出た札を表示（練習用・協力ゲーム）(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="521"/>
        <source>Off</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="522"/>
        <source>Fast</source>
        <translation>速い</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="523"/>
        <source>Normal</source>
        <translation>ふつう</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="524"/>
        <source>Slow</source>
        <translation>ゆっくり</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="528"/>
        <source>None</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="528"/>
        <source>Short</source>
        <translation>短い</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="528"/>
        <source>Long</source>
        <translation>長い</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="575"/>
        <source>New game: {game}</source>
        <translation>新しいゲーム：{game}</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="636"/>
        <source>Cannot start the deal</source>
        <translation>ディールを始められません</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="669"/>
        <source>Play deal number</source>
        <translation>ディール番号</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="670"/>
        <source>Deal number (the same number gives the same deal):</source>
        <translation>ディール番号（同じ番号なら同じ配り方になります）：</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="704"/>
        <source>No deal of this game has finished yet.</source>
        <translation>このゲームはまだ1回も終わっていません。</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="710"/>
        <source>Score sheet</source>
        <translation>得点表</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="744"/>
        <source>Match after {deals} deal(s): {totals}</source>
        <translation>マッチ（{deals} ディール終了）：{totals}</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="750"/>
        <source>This session: played {deals}, won {wins}, total score {total:+d}</source>
        <translation>今回の成績：{deals} 回プレイ、{wins} 勝、合計得点 {total:+d}</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="770"/>
        <source>Could not autosave: {error}</source>
        <translation>自動保存できませんでした：{error}</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="784"/>
        <source>The saved game could not be resumed ({error}); it was kept as {path}.</source>
        <translation>保存されたゲームを再開できませんでした（{error}）。ファイルは {path} として残してあります。</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="797"/>
        <source>Resumed the game you left unfinished.</source>
        <translation>前回の続きから再開しました。</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="806"/>
        <source>Save game record</source>
        <translation>棋譜を保存</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="806"/>
        <location filename="../../desktop/main_window.py" line="817"/>
        <source>Game records (*.json)</source>
        <translation>棋譜ファイル (*.json)</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="812"/>
        <source>Could not save</source>
        <translation>保存できませんでした</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="817"/>
        <source>Open game record</source>
        <translation>棋譜を開く</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="840"/>
        <source>Cannot open this record</source>
        <translation>この棋譜は開けません</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="826"/>
        <source>Game record copied to the clipboard.</source>
        <translation>棋譜をクリップボードにコピーしました。</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="853"/>
        <source>About Torite</source>
        <translation>Torite について</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="855"/>
        <source>Torite — trick-taking card and tile games, played offline.
Japanese text uses Noto Sans JP (SIL Open Font License 1.1).</source>
        <translation>Torite — オフラインで遊べるトリックテイキングのカード・牌ゲーム集。
日本語表示には Noto Sans JP（SIL Open Font License 1.1）を使っています。</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="885"/>
        <source>deal {n}</source>
        <translation>ディール {n}</translation>
    </message>
</context>
<context>
    <name>OptionsDialog</name>
    <message>
        <location filename="../../desktop/main_window.py" line="169"/>
        <source>Options: {game}</source>
        <translation>オプション：{game}</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="199"/>
        <source>Variant</source>
        <translation>遊び方</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="202"/>
        <source>This game has no options.</source>
        <translation>このゲームにはオプションがありません。</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="210"/>
        <source>The options apply from the next new game.</source>
        <translation>オプションは次の新しいゲームから有効になります。</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="215"/>
        <source>4 players</source>
        <translation>4人</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="216"/>
        <source>3 players</source>
        <translation>3人</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="217"/>
        <source>2 players</source>
        <translation>2人</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="218"/>
        <source>1 player with a dummy hand</source>
        <translation>1人（ダミーハンドと）</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../../desktop/main_window.py" line="274"/>
        <source>Total</source>
        <translation>合計</translation>
    </message>
</context>
<context>
    <name>SolitaireTable</name>
    <message>
        <location filename="../../desktop/solitaire_table.py" line="151"/>
        <source>♠ Spades</source>
        <translation>♠ スペード</translation>
    </message>
    <message>
        <location filename="../../desktop/solitaire_table.py" line="152"/>
        <source>♥ Hearts</source>
        <translation>♥ ハート</translation>
    </message>
    <message>
        <location filename="../../desktop/solitaire_table.py" line="153"/>
        <source>♦ Diamonds</source>
        <translation>♦ ダイヤ</translation>
    </message>
    <message>
        <location filename="../../desktop/solitaire_table.py" line="154"/>
        <source>♣ Clubs</source>
        <translation>♣ クラブ</translation>
    </message>
    <message>
        <location filename="../../desktop/solitaire_table.py" line="155"/>
        <source>No trump</source>
        <translation>切り札なし</translation>
    </message>
    <message>
        <location filename="../../desktop/solitaire_table.py" line="159"/>
        <source>Hint (H)</source>
        <translation>ヒント (H)</translation>
    </message>
    <message>
        <location filename="../../desktop/solitaire_table.py" line="227"/>
        <source>Choose trump first, with the buttons below or keys 1–5.</source>
        <translation>先に切り札を決めてください（下のボタンか 1〜5 キー）。</translation>
    </message>
    <message>
        <location filename="../../desktop/solitaire_table.py" line="285"/>
        <source>Thinking…</source>
        <translation>考え中…</translation>
    </message>
    <message>
        <location filename="../../desktop/solitaire_table.py" line="308"/>
        <source>Hint: </source>
        <translation>ヒント：</translation>
    </message>
    <message>
        <location filename="../../desktop/solitaire_table.py" line="525"/>
        <source>Dummy: {n}</source>
        <translation>ダミー：{n}</translation>
    </message>
    <message>
        <location filename="../../desktop/solitaire_table.py" line="526"/>
        <source>Burned: {n}</source>
        <translation>伏せ札：{n}</translation>
    </message>
    <message>
        <location filename="../../desktop/solitaire_table.py" line="529"/>
        <source>Won: {n}</source>
        <translation>勝ち：{n}</translation>
    </message>
    <message>
        <location filename="../../desktop/solitaire_table.py" line="530"/>
        <source>Exchanged: {n}</source>
        <translation>交換：{n}</translation>
    </message>
    <message>
        <location filename="../../desktop/solitaire_table.py" line="534"/>
        <source>Hand: {n}</source>
        <translation>手札：{n}</translation>
    </message>
    <message>
        <location filename="../../desktop/solitaire_table.py" line="555"/>
        <source>Trump: none</source>
        <translation>切り札：なし</translation>
    </message>
    <message>
        <location filename="../../desktop/solitaire_table.py" line="556"/>
        <source>Trump: {suit}</source>
        <translation>切り札：{suit}</translation>
    </message>
    <message>
        <location filename="../../desktop/solitaire_table.py" line="570"/>
        <source>Exchange: click the cards to throw away (0–10), then confirm. Each one draws two from the dummy: hand {hand}, dummy {stock} after the burn.</source>
        <translation>交換：捨てるカード（0〜10枚）をクリックして確定します。1枚ごとに山札から2枚引きます：伏せ札のあと手札 {hand} 枚、ダミー {stock} 枚。</translation>
    </message>
    <message>
        <location filename="../../desktop/solitaire_table.py" line="575"/>
        <source>Choose trump: a suit, or no trump (a trump suit never hurts you).</source>
        <translation>切り札を決めます：マークか切り札なし（切り札があって損をすることはありません）。</translation>
    </message>
    <message>
        <location filename="../../desktop/solitaire_table.py" line="578"/>
        <source>The dummy leads the joker: play any card; the trick is lost.</source>
        <translation>ダミーがジョーカーをリードしました。どのカードを出しても負けです。</translation>
    </message>
    <message>
        <location filename="../../desktop/solitaire_table.py" line="580"/>
        <source>The dummy leads {card}. Play a card (click, drag, or arrows + Enter).</source>
        <translation>ダミーのリードは {card}。カードを出してください（クリック、ドラッグ、矢印キー＋Enter）。</translation>
    </message>
    <message>
        <location filename="../../desktop/solitaire_table.py" line="583"/>
        <source>You won!</source>
        <translation>あなたの勝ちです！</translation>
    </message>
    <message>
        <location filename="../../desktop/solitaire_table.py" line="583"/>
        <source>The dummy&apos;s stock ran out.</source>
        <translation>ダミーの山札がなくなりました。</translation>
    </message>
    <message>
        <location filename="../../desktop/solitaire_table.py" line="590"/>
        <source>A win is out of reach: play for the best score.</source>
        <translation>もう勝つことはできません。できるだけ良い得点をめざしましょう。</translation>
    </message>
    <message>
        <location filename="../../desktop/solitaire_table.py" line="591"/>
        <source>You can lose {n} more trick(s) and still win.</source>
        <translation>あと {n} トリック負けても勝てます。</translation>
    </message>
    <message>
        <location filename="../../desktop/solitaire_table.py" line="610"/>
        <source>Exchange {n} (Enter)</source>
        <translation>{n} 枚交換 (Enter)</translation>
    </message>
    <message>
        <location filename="../../desktop/solitaire_table.py" line="610"/>
        <source>Keep hand (Enter)</source>
        <translation>交換しない (Enter)</translation>
    </message>
</context>
<context>
    <name>TalkPanel</name>
    <message>
        <location filename="../../desktop/coop_table.py" line="57"/>
        <source>Agree the plan</source>
        <translation>作戦に同意</translation>
    </message>
    <message>
        <location filename="../../desktop/coop_table.py" line="60"/>
        <source>Say that you mean to keep {suit}</source>
        <translation>{suit}を残すつもりだと伝える</translation>
    </message>
    <message>
        <location filename="../../desktop/coop_table.py" line="62"/>
        <source>I want this trick</source>
        <translation>このトリックが欲しい</translation>
    </message>
    <message>
        <location filename="../../desktop/coop_table.py" line="63"/>
        <source>I don&apos;t want it</source>
        <translation>このトリックはいらない</translation>
    </message>
</context>
<context>
    <name>TrickTable</name>
    <message>
        <location filename="../../desktop/trick_table.py" line="170"/>
        <source>Hint (H)</source>
        <translation>ヒント (H)</translation>
    </message>
    <message>
        <location filename="../../desktop/trick_table.py" line="324"/>
        <source>Wait for your turn.</source>
        <translation>あなたの番を待ってください。</translation>
    </message>
    <message>
        <location filename="../../desktop/trick_table.py" line="332"/>
        <source>Bid or pass first, with the buttons below.</source>
        <translation>先に下のボタンで宣言するかパスしてください。</translation>
    </message>
    <message>
        <location filename="../../desktop/trick_table.py" line="341"/>
        <source>Thinking…</source>
        <translation>考え中…</translation>
    </message>
    <message>
        <location filename="../../desktop/trick_table.py" line="360"/>
        <source>Hint: </source>
        <translation>ヒント：</translation>
    </message>
    <message>
        <location filename="../../desktop/trick_table.py" line="677"/>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <location filename="../../desktop/trick_table.py" line="677"/>
        <source>Bot {n}</source>
        <translation>ボット {n}</translation>
    </message>
    <message>
        <location filename="../../desktop/trick_table.py" line="719"/>
        <source>pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <location filename="../../desktop/trick_table.py" line="721"/>
        <source>said: {call}</source>
        <translation>宣言：{call}</translation>
    </message>
    <message>
        <location filename="../../desktop/trick_table.py" line="724"/>
        <source>soloist {bid}</source>
        <translation>ソリスト {bid}</translation>
    </message>
    <message>
        <location filename="../../desktop/trick_table.py" line="728"/>
        <source>tricks {list} = {sum}</source>
        <translation>トリック {list} = {sum}</translation>
    </message>
    <message>
        <location filename="../../desktop/trick_table.py" line="733"/>
        <source>{n} tricks</source>
        <translation>{n} トリック</translation>
    </message>
    <message>
        <location filename="../../desktop/trick_table.py" line="736"/>
        <source>pile {value:+d}</source>
        <translation>得点 {value:+d}</translation>
    </message>
    <message>
        <location filename="../../desktop/trick_table.py" line="740"/>
        <source>holds {cards}</source>
        <translation>手札に {cards}</translation>
    </message>
    <message>
        <location filename="../../desktop/trick_table.py" line="752"/>
        <source>Auction</source>
        <translation>オークション</translation>
    </message>
    <message>
        <location filename="../../desktop/trick_table.py" line="754"/>
        <source>Everyone passed: the deal is dealt again.</source>
        <translation>全員パス：配り直しです。</translation>
    </message>
    <message>
        <location filename="../../desktop/trick_table.py" line="755"/>
        <source>no trump</source>
        <translation>切り札なし</translation>
    </message>
    <message>
        <location filename="../../desktop/trick_table.py" line="757"/>
        <source>Trick {n} ({name}) worth {n} · trump {trump}</source>
        <translation>第 {n} トリック（{name}）{n} 点 ・ 切り札 {trump}</translation>
    </message>
    <message>
        <location filename="../../desktop/trick_table.py" line="760"/>
        <source>Trump {trump}</source>
        <translation>切り札 {trump}</translation>
    </message>
    <message>
        <location filename="../../desktop/trick_table.py" line="763"/>
        <source>Choose a card to lay face down ({n}/3 chosen)</source>
        <translation>伏せるカードを選んでください（{n}/3 人が選択済み）</translation>
    </message>
    <message>
        <location filename="../../desktop/trick_table.py" line="766"/>
        <source>To Be</source>
        <translation>To Be（生きるべきか）</translation>
    </message>
    <message>
        <location filename="../../desktop/trick_table.py" line="766"/>
        <source>Not To Be</source>
        <translation>Not To Be（死ぬべきか）</translation>
    </message>
    <message>
        <location filename="../../desktop/trick_table.py" line="771"/>
        <source>Trump {trump} · {kind} · Hamlet now: {who}</source>
        <translation>切り札 {trump} ・ {kind} ・ 現在のハムレット：{who}</translation>
    </message>
    <message>
        <location filename="../../desktop/trick_table.py" line="775"/>
        <source>Trump {trump} · trick {n}</source>
        <translation>切り札 {trump} ・ 第 {n} トリック</translation>
    </message>
    <message>
        <location filename="../../desktop/trick_table.py" line="784"/>
        <source>Stock {n} (face up)</source>
        <translation>山札 {n}（表向き）</translation>
    </message>
    <message>
        <location filename="../../desktop/trick_table.py" line="796"/>
        <source>The deal is over.</source>
        <translation>このディールは終わりました。</translation>
    </message>
    <message>
        <location filename="../../desktop/trick_table.py" line="798"/>
        <source>{who} is thinking…</source>
        <translation>{who} が考えています…</translation>
    </message>
    <message>
        <location filename="../../desktop/trick_table.py" line="802"/>
        <source>Your bid: choose a number and a trump, or pass.</source>
        <translation>あなたの宣言です。数と切り札を選ぶか、パスしてください。</translation>
    </message>
    <message>
        <location filename="../../desktop/trick_table.py" line="804"/>
        <source>Choose a card to lay face down (not the joker).</source>
        <translation>伏せるカードを1枚選んでください（ジョーカー以外）。</translation>
    </message>
    <message>
        <location filename="../../desktop/trick_table.py" line="807"/>
        <source>You hold only hearts and spades: lay one face down to pass the first lead on.</source>
        <translation>ハートとスペードしかありません。1枚を裏向きに出して最初の台札を次の人に渡します。</translation>
    </message>
    <message>
        <location filename="../../desktop/trick_table.py" line="809"/>
        <source>Your turn: play a card (click, drag, or arrows + Enter).</source>
        <translation>あなたの番です。カードを出してください（クリック、ドラッグ、矢印キー＋Enter）。</translation>
    </message>
</context>
</TS>
