Feature: Accessibility acceptance criteria

  @ios @android @keyboard @screenreader @settings
  Rule: Button
    How to test a button.

    @keyboard
    Scenario: Keyboard
      Given I am using a keyboard on a screen with a button
      # patterns/button#keyboard.tab
      When I press tab
      Then focus moves to the button
      # patterns/button#keyboard.spacebar
      When I press spacebar
      Then activates the button

    @mobile
    Scenario: Mobile screen reader
      Given the screen reader is on and I am on a screen with a button
      # patterns/button#mobile.swipe
      When I swipe
      Then focus moves to the button
      # patterns/button#screenreader.name
      And the name is announced: matches the visible label
      # patterns/button#screenreader.role
      And the role is announced: button
      # patterns/button#screenreader.state
      And the state is announced: dimmed when disabled
      # patterns/button#mobile.doubletap
      When I doubletap
      Then activates the button

    @settings
    Scenario: Device settings
      Given I am on a screen with a button
      # patterns/button#settings.text-resize
      When I change the text resize setting
      Then label grows to 200%

  @keyboard @screenreader
  Rule: Tab Bar
    How to test a tab bar.

    @keyboard
    Scenario: Keyboard
      Given I am using a keyboard on a screen with a tab bar
      # patterns/tab-bar#gherkin-keyboard.i-press-tab-to-reach-the-tab-bar
      When I press Tab to reach the tab bar
      Then I see focus on the selected tab
      # patterns/tab-bar#gherkin-keyboard.i-press-the-right-arrow-key
      Then I press the right arrow key
      And focus moves to the next tab
      # patterns/tab-bar#gherkin-keyboard.i-press-the-left-arrow-key
      And or: I press the left arrow key
      # patterns/tab-bar#gherkin-keyboard.i-press-enter
      And if tab activation is manual: I press Enter
      Then the tab's panel is shown

    @mobile
    Scenario: Mobile screen reader
      Given the screen reader is on and I am on a screen with a tab bar
      # patterns/tab-bar#mobile.swipe
      When I swipe
      Then focus moves to the next tab
      # patterns/tab-bar#screenreader.name
      And the name is announced: the tab's label
      # patterns/tab-bar#screenreader.role
      And the role is announced: tab
      # patterns/tab-bar#screenreader.group
      And the group is announced: tab 1 of 3
      # patterns/tab-bar#screenreader.state
      And the state is announced: selected

  @ios @android @keyboard @screenreader
  Rule: Toggle <b>"x"</b> & more
    How to test a toggle <b>"x"</b> & more.

    @keyboard
    Scenario: Keyboard
      Given I am using a keyboard on a screen with a toggle <b>"x"</b> & more
      # patterns/toggle#keyboard.tab
      When I press tab
      Then focus moves to the toggle

    @mobile
    Scenario: Mobile screen reader
      Given the screen reader is on and I am on a screen with a toggle <b>"x"</b> & more
      # patterns/toggle#mobile.doubletap
      When I doubletap
      Then the state changes
      # patterns/toggle#screenreader.name
      And the name is announced: matches the label
      # patterns/toggle#screenreader.role
      And the role is announced: switch
      # patterns/toggle#screenreader.group
      And the group is announced: label and switch are one element
      # patterns/toggle#screenreader.state
      And the state is announced: on or off
      # patterns/toggle#screenreader.hint
      And the hint is announced: double tap to toggle
